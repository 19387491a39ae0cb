// Built once: an Intl.DateTimeFormat costs far more to make than to use (decision 0006).
const utcTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A stored time as the owner's pages show it: always UTC, so every reader sees the same moment. */
export function ownerTime(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "—";
  return `${utcTime.format(date)} UTC`;
}
