-- A subscription's state follows the newest Stripe event: the created time (Unix seconds) of the
-- event that last set subscription_status. The server updates it only when no newer event has
-- (one conditional update through PostgREST, orders-supabase.server.ts).
alter table public.orders add column if not exists subscription_event_at bigint;
