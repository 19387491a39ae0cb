/** A stored time as the owner's pages show it: always UTC, so every reader sees the same moment. */
export function ownerTime(iso: string | null): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
}
