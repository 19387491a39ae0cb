/**
 * The D1 side of what `supabaseQueries` does for Supabase: a store's D1 work, with any failure
 * turned into that store's own error ("D1 <what> failed: …"), so callers handle one error type
 * whichever backend is bound.
 */
export function d1Queries(ShopError: new (message: string, options?: { cause?: unknown }) => Error) {
  return async function run<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new ShopError(`D1 ${what} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };
}
