/**
 * Who is signed in, as each signed-in owner page's loader says it: the owner's layout finds it in
 * the matched pages' data and shows its navigation, so the layout needs no loader of its own (a
 * loader is a D1 read and a JSON round trip on every owner page and after every owner action).
 */
interface SignedInAs {
  signedInAs: string;
}

/** The signed-in owner's email from the matched routes' data, or null when no page says one. */
export function signedInAs(data: ReadonlyArray<unknown>): string | null {
  for (const item of data) {
    if (item && typeof item === "object" && typeof (item as Partial<SignedInAs>).signedInAs === "string") {
      return (item as SignedInAs).signedInAs;
    }
  }
  return null;
}
