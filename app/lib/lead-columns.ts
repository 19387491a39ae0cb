/**
 * The `leads` table's columns, once: the Lead type, the D1 insert, the Supabase insert, the owner's
 * lead page (its labels), the owner's list queries and the CSV export are all derived from this
 * list, so a new field of a lead reaches both backends or neither. `by` says who writes a column:
 * the database (id, created_at), the site (every field of a Lead), or the owner (status, note).
 * `value` is what the site writes: text, or (ending in ?) text, a list of text or a whole number
 * that may be null. The order is the order the owner's lead page and the CSV show them.
 */
interface LeadColumn {
  label: string;
  by: "database" | "site" | "owner";
  value?: "text" | "text?" | "list?" | "number?";
  /** Kept but never shown to the owner (the replay token). */
  hidden?: true;
}

export const leadTable = {
  id: { label: "Number", by: "database" },
  created_at: { label: "Received", by: "database" },
  name: { label: "Name", by: "site", value: "text" },
  email: { label: "Email", by: "site", value: "text" },
  phone: { label: "Phone", by: "site", value: "text?" },
  form_source: { label: "Form", by: "site", value: "text" },
  interest: { label: "Interest", by: "site", value: "text?" },
  message: { label: "Message", by: "site", value: "text?" },
  timeframe: { label: "Timeframe", by: "site", value: "text?" },
  property_address: { label: "Property or location", by: "site", value: "text?" },
  /** A JSON array of text in D1, an array in Supabase. */
  assistance_needed: { label: "Help asked for", by: "site", value: "list?" },
  service_level: { label: "Service level", by: "site", value: "text?" },
  /** Property-management inquiries: how many properties the owner has. */
  properties: { label: "Number of properties", by: "site", value: "number?" },
  /** The form render's random token: a replayed post of the same form (double click, resend) saves one row. */
  submission_id: { label: "Submission", by: "site", value: "text", hidden: true },
  status: { label: "Status", by: "owner" },
  note: { label: "Private note", by: "owner" },
} as const satisfies Record<string, LeadColumn>;

type ValueOf<V> = V extends "text"
  ? string
  : V extends "text?"
    ? string | null
    : V extends "list?"
      ? string[] | null
      : V extends "number?"
        ? number | null
        : never;

/** A row of `leads` as the site writes it (its site columns); the database adds id and created_at. */
export type Lead = {
  [C in keyof typeof leadTable as (typeof leadTable)[C]["by"] extends "site" ? C : never]: ValueOf<
    (typeof leadTable)[C] extends { value: infer V } ? V : never
  >;
};

type LeadTable = typeof leadTable;
type ColumnName = keyof LeadTable;
export type LeadColumnName = ColumnName;
type ShownColumn = { [C in ColumnName]: LeadTable[C] extends { hidden: true } ? never : C }[ColumnName];

const columnNames = Object.keys(leadTable) as ColumnName[];

const isList = (column: ColumnName) => "value" in leadTable[column] && leadTable[column].value === "list?";

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
    if (value !== null && isList(column)) return JSON.stringify(value);
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
  const lists = columnNames.filter((name) => isList(name));
  return { ...row, ...Object.fromEntries(lists.map((name) => [name, listOf(row[name])])) };
}
