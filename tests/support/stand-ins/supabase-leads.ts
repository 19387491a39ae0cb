import { sendJson, startStandIn, type RecordedRequest, type StandIn } from "./stand-in";

/**
 * Answers like Supabase's PostgREST for what the lead records sends: POST /rest/v1/leads with the
 * anon key as `apikey` and as a bearer token, and a JSON body. A request that PostgREST would
 * refuse is answered with PostgREST's error shape; an accepted one is kept in `rows`.
 */

export const SUPABASE_KEY = "anon-key-for-tests";

export interface SupabaseStandIn extends StandIn {
  rows: Record<string, unknown>[];
  /** The next inserts fail with this status (500 by default) until reset to null. */
  failWith(status: number | null): void;
}

function refusal(request: RecordedRequest): string | null {
  if (request.method !== "POST") return `method ${request.method}`;
  if (request.path !== "/rest/v1/leads") return `path ${request.path}`;
  if (request.headers.apikey !== SUPABASE_KEY) return "apikey header";
  if (request.headers.authorization !== `Bearer ${SUPABASE_KEY}`) return "Authorization header";
  if (!String(request.headers["content-type"]).startsWith("application/json")) return "content type";
  try {
    const body = JSON.parse(request.body);
    if (typeof body !== "object" || body === null || Array.isArray(body)) return "body is not one JSON object";
  } catch {
    return "body is not JSON";
  }
  return null;
}

export async function startSupabaseStandIn(): Promise<SupabaseStandIn> {
  const rows: Record<string, unknown>[] = [];
  let failure: number | null = null;
  const standIn = await startStandIn((request, response) => {
    const problem = refusal(request);
    if (problem)
      return sendJson(response, 400, {
        code: "PGRST000",
        message: `stand-in refused the request: ${problem}`,
        details: null,
        hint: null,
      });
    if (failure !== null)
      return sendJson(response, failure, { code: "XX000", message: "internal error", details: null, hint: null });
    const row = JSON.parse(request.body) as Record<string, unknown>;
    const duplicate = (existing: Record<string, unknown>) =>
      existing.form_source === row.form_source && existing.submission_id === row.submission_id;
    if (rows.some(duplicate)) {
      return sendJson(response, 409, {
        code: "23505",
        message: 'duplicate key value violates unique constraint "leads_form_submission_key"',
        details: null,
        hint: null,
      });
    }
    rows.push(row);
    response.writeHead(201).end();
  });
  return Object.assign(standIn, {
    rows,
    failWith(status: number | null) {
      failure = status;
    },
  });
}
