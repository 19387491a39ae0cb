-- The owner's two charts, counted and summed in the database: a chart reads one row per day (and
-- form) however many leads or orders there are. A plain read would bring every row to the Worker,
-- and PostgREST cuts a read at its max_rows (1,000 on Supabase), which left the rest out of the
-- chart. Security invoker: each table's policies apply as to a plain read, so only the owner at the
-- second level (aal2) counts any lead, and only the service role or that owner sums any order.

-- Leads per day (UTC) and form since a moment, for the leads-per-week chart.
create or replace function public.lead_counts_since(since timestamptz)
  returns table (day text, form_source text, leads bigint)
  language sql stable security invoker set search_path = ''
as $$
  select to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD'), l.form_source, count(*)
  from public.leads l
  where l.created_at >= since
  group by 1, 2
  order by 1, 2
$$;
revoke all on function public.lead_counts_since(timestamptz) from public, anon;
grant execute on function public.lead_counts_since(timestamptz) to authenticated, service_role;

-- Paid revenue per day (UTC) since a moment, in cents, with the number of orders, for the revenue chart.
create or replace function public.paid_sums_since(since timestamptz)
  returns table (day text, cents bigint, orders bigint)
  language sql stable security invoker set search_path = ''
as $$
  select to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD'), sum(o.amount_total), count(*)
  from public.orders o
  where o.status = 'paid' and o.amount_total is not null and o.paid_at >= since
  group by 1
  order by 1
$$;
revoke all on function public.paid_sums_since(timestamptz) from public, anon;
grant execute on function public.paid_sums_since(timestamptz) to authenticated, service_role;
