-- Follow-through, the same columns as the D1 tables (migrations/0007_follow_through.sql): who
-- receives what (consent), Money Moves Live registrations and their reminders, one-time billing
-- links. Consent records and link nonces are personal data: neither the anonymous role nor a
-- signed-in user has any access. The server alone reads and writes, with the service-role key.
create table if not exists public.subscribers (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null check (char_length(email) between 3 and 320 and email = lower(email)),
  list text not null check (list in ('newsletter', 'event')),
  name text check (name is null or char_length(name) <= 200),
  status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (email, list)
);
create index if not exists subscribers_list_status on public.subscribers (list, status);

create table if not exists public.event_registrations (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null check (char_length(email) between 3 and 320 and email = lower(email)),
  name text not null check (char_length(name) <= 200),
  session_start timestamptz not null,
  reminded_24h_at timestamptz,
  reminded_1h_at timestamptz,
  unique (email, session_start)
);
create index if not exists event_registrations_session on public.event_registrations (session_start);

create table if not exists public.billing_links (
  nonce text primary key check (char_length(nonce) between 16 and 100),
  created_at timestamptz not null default now(),
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

alter table public.subscribers enable row level security;
alter table public.event_registrations enable row level security;
alter table public.billing_links enable row level security;
-- Supabase grants every table to anon and authenticated by default: take it all back. No policy is
-- created, so with row-level security on, no API role but the service role sees a row.
revoke all on table public.subscribers from anon, authenticated;
revoke all on table public.event_registrations from anon, authenticated;
revoke all on table public.billing_links from anon, authenticated;
grant all on table public.subscribers to service_role;
grant all on table public.event_registrations to service_role;
grant all on table public.billing_links to service_role;

-- A sign-up for a double opt-in list, in one statement (two at once never both send a
-- confirmation): new or unsubscribed becomes pending, confirmed stays confirmed. send_confirmation:
-- pending and no confirmation within the hour (its time is recorded here). Dropped first: a later
-- file gives the same arguments another result, and re-running every file in order must not fail.
drop function if exists public.sign_up_subscriber(text, text, text, timestamptz);
create or replace function public.sign_up_subscriber(p_email text, p_list text, p_name text, p_at timestamptz)
  returns table (status text, send_confirmation boolean)
  language sql volatile security invoker set search_path = ''
as $$
  insert into public.subscribers as s (email, list, name, status, confirmation_sent_at, updated_at)
  values (p_email, p_list, p_name, 'pending', p_at, p_at)
  on conflict (email, list) do update set
    name = excluded.name,
    updated_at = p_at,
    confirmation_sent_at = case
      when s.status <> 'confirmed' and (s.confirmation_sent_at is null or s.confirmation_sent_at <= p_at - interval '1 hour')
      then p_at else s.confirmation_sent_at end,
    status = case when s.status = 'confirmed' then 'confirmed' else 'pending' end
  returning s.status, (s.status = 'pending' and s.confirmation_sent_at = p_at)
$$;

-- A direct opt-in (registering for the event) and an unsubscribe (its first time kept).
create or replace function public.set_subscriber(p_email text, p_list text, p_name text, p_status text, p_at timestamptz)
  returns void
  language sql volatile security invoker set search_path = ''
as $$
  insert into public.subscribers as s (email, list, name, status, confirmed_at, unsubscribed_at, updated_at)
  values (p_email, p_list, p_name, p_status,
    case when p_status = 'confirmed' then p_at end, case when p_status = 'unsubscribed' then p_at end, p_at)
  on conflict (email, list) do update set
    name = coalesce(excluded.name, s.name),
    status = p_status,
    confirmed_at = case when p_status = 'confirmed' and s.status <> 'confirmed' then p_at else s.confirmed_at end,
    unsubscribed_at = case when p_status = 'unsubscribed' and s.status <> 'unsubscribed' then p_at else s.unsubscribed_at end,
    updated_at = case when s.status = p_status then s.updated_at else p_at end
$$;

-- Registers (again: the name is updated); created is true for the first registration only.
create or replace function public.register_for_event(p_email text, p_name text, p_start timestamptz, p_at timestamptz)
  returns table (id bigint, created boolean)
  language sql volatile security invoker set search_path = ''
as $$
  insert into public.event_registrations as r (email, name, session_start, created_at)
  values (p_email, p_name, p_start, p_at)
  on conflict (email, session_start) do update set name = excluded.name
  returning r.id, r.created_at = p_at
$$;

-- Claims the reminders of one kind due at p_at: the session starts after p_from and at most
-- p_until, registered at least p_lead before it, not unsubscribed. Each row is claimed once, ever.
create or replace function public.claim_event_reminders(
  p_kind text, p_at timestamptz, p_from timestamptz, p_until timestamptz, p_lead interval, p_batch integer)
  returns setof public.event_registrations
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  if p_kind = '24h' then
    return query update public.event_registrations r set reminded_24h_at = p_at
      where r.id in (
        select d.id from public.event_registrations d
        where d.reminded_24h_at is null and d.session_start > p_from and d.session_start <= p_until
          and d.created_at <= d.session_start - p_lead
          and not exists (select 1 from public.subscribers s
            where s.email = d.email and s.list = 'event' and s.status = 'unsubscribed')
        order by d.session_start, d.id limit greatest(p_batch, 0) for update skip locked)
      and r.reminded_24h_at is null
      returning r.*;
  elsif p_kind = '1h' then
    return query update public.event_registrations r set reminded_1h_at = p_at
      where r.id in (
        select d.id from public.event_registrations d
        where d.reminded_1h_at is null and d.session_start > p_from and d.session_start <= p_until
          and d.created_at <= d.session_start - p_lead
          and not exists (select 1 from public.subscribers s
            where s.email = d.email and s.list = 'event' and s.status = 'unsubscribed')
        order by d.session_start, d.id limit greatest(p_batch, 0) for update skip locked)
      and r.reminded_1h_at is null
      returning r.*;
  else
    raise exception 'unknown reminder kind %', p_kind;
  end if;
end
$$;

-- Uses a billing link once: true for the first use within its hour.
create or replace function public.use_billing_link(p_nonce text, p_at timestamptz)
  returns boolean
  language sql volatile security invoker set search_path = ''
as $$
  with used as (
    update public.billing_links set used_at = p_at
    where nonce = p_nonce and used_at is null and expires_at > p_at
    returning 1
  )
  select exists (select 1 from used)
$$;

revoke all on function public.sign_up_subscriber(text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.set_subscriber(text, text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.register_for_event(text, text, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.claim_event_reminders(text, timestamptz, timestamptz, timestamptz, interval, integer) from public, anon, authenticated;
revoke all on function public.use_billing_link(text, timestamptz) from public, anon, authenticated;
grant execute on function public.sign_up_subscriber(text, text, text, timestamptz) to service_role;
grant execute on function public.set_subscriber(text, text, text, text, timestamptz) to service_role;
grant execute on function public.register_for_event(text, text, timestamptz, timestamptz) to service_role;
grant execute on function public.claim_event_reminders(text, timestamptz, timestamptz, timestamptz, interval, integer) to service_role;
grant execute on function public.use_billing_link(text, timestamptz) to service_role;
