/**
 * The D1 side of what `supabaseQueries` does for Supabase: a record module's D1 work, with any failure
 * turned into that record module's own error ("D1 <what> failed: …"), so callers handle one error type
 * whichever backend is bound.
 */
export function d1Queries(RecordsError: new (message: string, options?: { cause?: unknown }) => Error) {
  return async function run<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new RecordsError(`D1 ${what} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };
}
