-- The buyer's and the owner's order actions, as in D1 (migrations/0018_order_actions.sql).

-- When the download links were last renewed (a resend, or "your downloads again"): they run
-- 30 days from the later of this and paid_at.
alter table public.orders add column if not exists downloads_from timestamptz;

create index if not exists orders_buyer_email on public.orders (lower(buyer_email));

-- What was done with an order: a resend, a refund asked of Stripe, a refund Stripe confirmed.
create table if not exists public.order_notes (
  id bigint generated always as identity primary key,
  order_id bigint not null references public.orders (id) on delete cascade,
  created_at timestamptz not null default now(),
  kind text not null check (char_length(kind) between 1 and 50),
  text text not null check (char_length(text) <= 2000)
);

create index if not exists order_notes_order on public.order_notes (order_id, id);

-- Personal data, as the orders: the anonymous role has nothing, the server writes with the
-- service-role key, the owner reads only at aal2.
alter table public.order_notes enable row level security;
revoke all on table public.order_notes from anon, authenticated;
grant select on table public.order_notes to authenticated;
grant all on table public.order_notes to service_role;

drop policy if exists "Only second-level sessions" on public.order_notes;
create policy "Only second-level sessions" on public.order_notes
  as restrictive to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

drop policy if exists "The owner reads order notes" on public.order_notes;
create policy "The owner reads order notes" on public.order_notes
  for select to authenticated
  using ((select public.is_owner()));
