-- Orders: one row per Stripe Checkout Session this site sold, the same columns as the D1 table
-- (migrations/0003_orders.sql). Personal data: the anonymous role has no access at all. The
-- server writes with the service-role key (SUPABASE_SERVICE_ROLE_KEY), which bypasses row-level
-- security, and the owner reads only at the second authentication level (aal2), as for leads.
create table if not exists public.orders (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- When the payment cleared: download links run 30 days from here.
  paid_at timestamptz,
  -- Unique: the webhook and /success may fulfil one session at the same moment, and one row wins.
  session_id text not null unique check (char_length(session_id) between 1 and 255),
  offer text not null check (char_length(offer) between 1 and 100),
  mode text not null check (mode in ('payment', 'subscription')),
  buyer_email text check (char_length(buyer_email) <= 320),
  buyer_name text check (char_length(buyer_name) <= 300),
  amount_total integer check (amount_total >= 0),
  currency text check (char_length(currency) <= 10),
  status text not null check (status in ('pending', 'paid', 'failed', 'refunded')),
  payment_intent_id text check (char_length(payment_intent_id) <= 255),
  customer_id text check (char_length(customer_id) <= 255),
  subscription_id text check (char_length(subscription_id) <= 255),
  subscription_status text check (char_length(subscription_status) <= 50),
  -- 32 random bytes, base64url: the secret of the buyer's download links.
  download_token text not null unique check (char_length(download_token) = 43)
);

create index if not exists orders_created_at on public.orders (created_at);
create index if not exists orders_payment_intent on public.orders (payment_intent_id);
create index if not exists orders_subscription on public.orders (subscription_id);

alter table public.orders enable row level security;

-- Supabase grants every table to anon and authenticated by default: take it all back. Signed-in
-- users may only read, and the policy below narrows that to the owner at aal2.
revoke all on table public.orders from anon, authenticated;
grant select on table public.orders to authenticated;
grant all on table public.orders to service_role;

-- As for leads (20261201000000_owner.sql): Supabase's restrictive aal2 policy, then the owners check.
drop policy if exists "Only second-level sessions" on public.orders;
create policy "Only second-level sessions" on public.orders
  as restrictive to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

drop policy if exists "The owner reads orders at the second level" on public.orders;
drop policy if exists "The owner reads orders" on public.orders;
create policy "The owner reads orders" on public.orders
  for select to authenticated
  using ((select public.is_owner()));
