import type { Lead } from "./lead-schemas";

/**
 * The `leads` table's columns, once: the D1 insert, the Supabase insert, the owner's lead page
 * (its labels), the owner's list queries and the CSV export are all derived from this list, so a
 * new field of a lead reaches both backends or neither. `by` says who writes a column: the
 * database (id, created_at), the site (every field of a Lead), or the owner (status, note).
 * The order is the order the owner's lead page and the CSV show them.
 */
interface LeadColumn {
  label: string;
  by: "database" | "site" | "owner";
  /** A list of text: a JSON array in D1, an array in Supabase. */
  list?: true;
  /** Kept but never shown to the owner (the replay token). */
  hidden?: true;
}

export const leadTable = {
  id: { label: "Number", by: "database" },
  created_at: { label: "Received", by: "database" },
  name: { label: "Name", by: "site" },
  email: { label: "Email", by: "site" },
  phone: { label: "Phone", by: "site" },
  form_source: { label: "Form", by: "site" },
  interest: { label: "Interest", by: "site" },
  message: { label: "Message", by: "site" },
  timeframe: { label: "Timeframe", by: "site" },
  property_address: { label: "Property or location", by: "site" },
  assistance_needed: { label: "Help asked for", by: "site", list: true },
  service_level: { label: "Service level", by: "site" },
  properties: { label: "Number of properties", by: "site" },
  submission_id: { label: "Submission", by: "site", hidden: true },
  status: { label: "Status", by: "owner" },
  note: { label: "Private note", by: "owner" },
} as const satisfies Record<keyof Lead | "id" | "created_at" | "status" | "note", LeadColumn>;

type LeadTable = typeof leadTable;
type ColumnName = keyof LeadTable;
type ShownColumn = { [C in ColumnName]: LeadTable[C] extends { hidden: true } ? never : C }[ColumnName];

const columnNames = Object.keys(leadTable) as ColumnName[];

/** What the site writes for a lead: every field of a Lead, no more. */
export const LEAD_WRITTEN_COLUMNS = columnNames.filter((name) => leadTable[name].by === "site") as Array<keyof Lead>;

/** Every column the owner sees, in the order the lead's page and the CSV show them. */
export const LEAD_COLUMNS = columnNames.filter(
  (name) => !("hidden" in leadTable[name] && leadTable[name].hidden),
) as ShownColumn[];

/** The owner's words for each column. */
export const leadColumnLabel = (column: ColumnName): string => leadTable[column].label;

/** A lead as the values of LEAD_WRITTEN_COLUMNS, in that order, as D1 keeps them (a list as JSON text). */
export function d1LeadValues(lead: Lead): Array<string | number | null> {
  return LEAD_WRITTEN_COLUMNS.map((column) => {
    const value = lead[column];
    if (value !== null && "list" in leadTable[column]) return JSON.stringify(value);
    return value as string | number | null;
  });
}

/** A lead as the row Supabase is sent: exactly the written columns (a list stays an array). */
export function supabaseLeadRow(lead: Lead): Record<string, unknown> {
  return Object.fromEntries(LEAD_WRITTEN_COLUMNS.map((column) => [column, lead[column]]));
}

/** A list column as either backend answers it (D1: JSON text; Supabase: an array) as a list, or null. */
function listOf(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** A row of `leads` as read from either backend, with every list column read back as a list. */
export function withLeadLists(row: Record<string, unknown>): Record<string, unknown> {
  const lists = columnNames.filter((name) => "list" in leadTable[name]);
  return { ...row, ...Object.fromEntries(lists.map((name) => [name, listOf(row[name])])) };
}
