import type { SupabaseClient } from "@supabase/supabase-js";
import { filterRange, likePattern, type LeadFilter } from "~/lib/lead-filter";
import { pageRange } from "~/lib/paging";
import { LEAD_COLUMNS } from "~/lib/lead-columns";
import { LeadsUnavailable, MAX_EXPORT_ROWS, ownerLeadFromRow, type OwnerLeads } from "./owner-leads.server";

/**
 * The owner's leads in Supabase, read with the owner's own session: row-level security lets an
 * owner at aal2 read leads and change only status and note (supabase/migrations/…_owner.sql).
 */

/** A value inside a PostgREST or=() list, double-quoted so commas and brackets stay literal. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** The part of PostgREST's query builder a filter uses. */
interface Filterable {
  eq(column: string, value: unknown): Filterable;
  gte(column: string, value: unknown): Filterable;
  lt(column: string, value: unknown): Filterable;
  or(filters: string): Filterable;
}

export function createSupabaseOwnerLeads(client: SupabaseClient): OwnerLeads {
  // Typed loosely: the query builder's generic types would need the whole database's schema.
  function filtered<Q>(query: Q, filter: LeadFilter): Q {
    const { since, before } = filterRange(filter);
    let q = query as unknown as Filterable;
    if (filter.source) q = q.eq("form_source", filter.source);
    if (since) q = q.gte("created_at", since);
    if (before) q = q.lt("created_at", before);
    if (filter.q) {
      const pattern = quoted(likePattern(filter.q));
      q = q.or(`name.ilike.${pattern},email.ilike.${pattern},phone.ilike.${pattern}`);
    }
    return q as unknown as Q;
  }

  function check<T extends { error: { message: string } | null }>(result: T, what: string): T {
    if (result.error) throw new LeadsUnavailable(`Supabase ${what} failed: ${result.error.message}`);
    return result;
  }

  async function guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LeadsUnavailable) throw error;
      throw new LeadsUnavailable(
        `Supabase leads query failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  }

  const columns = LEAD_COLUMNS.join(",");

  return {
    list: (filter) =>
      guard(async () => {
        const query = filtered(client.from("leads").select(columns, { count: "exact" }), filter)
          .order("id", { ascending: false })
          .range(...pageRange(filter.page));
        const { data, count } = check(await query, "leads list");
        return {
          leads: ((data ?? []) as unknown as Record<string, unknown>[]).map(ownerLeadFromRow),
          total: count ?? 0,
        };
      }),
    get: (id) =>
      guard(async () => {
        const { data } = check(await client.from("leads").select(columns).eq("id", id).maybeSingle(), "lead read");
        return data ? ownerLeadFromRow(data as unknown as Record<string, unknown>) : null;
      }),
    update: (id, change) =>
      guard(async () => {
        const { data } = check(
          await client.from("leads").update({ status: change.status, note: change.note }).eq("id", id).select("id"),
          "lead update",
        );
        return (data ?? []).length === 1;
      }),
    since: (since) =>
      guard(async () => {
        // Counted per day and form in the database (supabase/migrations/…_owner_charts.sql): the
        // rows read stay few however many leads arrive, and none is cut off by PostgREST's max_rows.
        const { data } = check(await client.rpc("lead_counts_since", { since }), "leads chart");
        return ((data ?? []) as Array<{ day: string; form_source: string; leads: number }>).map((row) => ({
          at: row.day,
          name: row.form_source,
          count: Number(row.leads),
        }));
      }),
    exportRows: (filter) =>
      guard(async () => {
        const query = filtered(client.from("leads").select(columns), filter)
          .order("id", { ascending: false })
          .limit(MAX_EXPORT_ROWS);
        const { data } = check(await query, "leads export");
        return ((data ?? []) as unknown as Record<string, unknown>[]).map(ownerLeadFromRow);
      }),
  };
}
