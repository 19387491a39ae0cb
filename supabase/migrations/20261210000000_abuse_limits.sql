-- Issue 50: every list is double opt-in, a stranger cannot rename a pending subscriber, the
-- owner's lead notices are capped (the rest held for one digest an hour), and the outbox sends
-- buyers' messages first. The same rules as the D1 stores (app/services/email/consent-records-d1.server.ts,
-- app/services/events/registration-records-d1.server.ts, app/services/email/outbox-d1.server.ts,
-- app/services/leads/held-notices-d1.server.ts) and migrations/0014_held_notices.sql.

-- A post asking for a list's messages: a new address is pending (every list is double opt-in);
-- unsubscribed or pending stays or becomes pending; confirmed stays confirmed. The name: an
-- address that was ever confirmed keeps its own; a never-confirmed one keeps the name only while
-- every post gives the same, else none (nobody can tell which post was the address's owner).
-- opted_out: not confirmed since an unsubscribe.
drop function if exists public.sign_up_subscriber(text, text, text, timestamptz, text);
create or replace function public.sign_up_subscriber(p_email text, p_list text, p_name text, p_at timestamptz)
  returns table (status text, send_confirmation boolean, opted_out boolean)
  language sql volatile security invoker set search_path = ''
as $$
  insert into public.subscribers as s (email, list, name, status, confirmation_sent_at, updated_at)
  values (p_email, p_list, p_name, 'pending', p_at, p_at)
  on conflict (email, list) do update set
    name = case when s.confirmed_at is not null or s.name is not distinct from excluded.name then s.name end,
    updated_at = p_at,
    confirmation_sent_at = case
      when s.status <> 'confirmed' and (s.confirmation_sent_at is null or s.confirmation_sent_at <= p_at - interval '1 hour')
      then p_at else s.confirmation_sent_at end,
    status = case when s.status = 'confirmed' then 'confirmed' else 'pending' end
  returning s.status, (s.status = 'pending' and s.confirmation_sent_at = p_at),
    (s.status <> 'confirmed' and s.unsubscribed_at is not null)
$$;

-- Reminders of a session go only to its registrants confirmed on the event's list (double opt-in:
-- a seat never confirmed, or an address that unsubscribed, gets none).
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
          and exists (select 1 from public.subscribers s
            where s.email = d.email and s.list = 'event' and s.status = 'confirmed')
        order by d.session_start, d.id limit greatest(p_batch, 0) for update skip locked)
      and r.reminded_24h_at is null
      returning r.*;
  elsif p_kind = '1h' then
    return query update public.event_registrations r set reminded_1h_at = p_at
      where r.id in (
        select d.id from public.event_registrations d
        where d.reminded_1h_at is null and d.session_start > p_from and d.session_start <= p_until
          and d.created_at <= d.session_start - p_lead
          and exists (select 1 from public.subscribers s
            where s.email = d.email and s.list = 'event' and s.status = 'confirmed')
        order by d.session_start, d.id limit greatest(p_batch, 0) for update skip locked)
      and r.reminded_1h_at is null
      returning r.*;
  else
    raise exception 'unknown reminder kind %', p_kind;
  end if;
end
$$;

-- Buyers' messages first (FIRST_KINDS in app/lib/outbox.ts), then the rest, oldest due first.
create or replace function public.claim_outbox(at timestamptz, lease_until timestamptz, token text, batch integer)
  returns setof public.outbox
  language sql volatile security invoker set search_path = ''
as $$
  update public.outbox o
  set status = 'sending', claimed_until = lease_until, claim_token = token, attempts = o.attempts + 1
  where o.id in (
    select d.id from public.outbox d
    where (d.status = 'queued' and d.next_attempt_at <= at) or (d.status = 'sending' and d.claimed_until <= at)
    order by case when d.kind in ('buyer-delivery', 'payment-failed', 'billing-link') then 0 else 1 end,
      d.next_attempt_at, d.id
    limit greatest(batch, 0)
    for update skip locked
  )
  returning o.*
$$;

-- Lead notices held past the owner's cap, for the hour's digest. Personal data: the service role alone.
create table if not exists public.held_notices (
  id bigint generated always as identity primary key,
  created_at timestamptz not null,
  lead_id bigint,
  form_source text not null check (char_length(form_source) between 1 and 100),
  name text not null check (char_length(name) <= 500),
  email text not null check (char_length(email) <= 500),
  digest_key text,
  queued_at timestamptz
);
create index if not exists held_notices_digest on public.held_notices (queued_at, digest_key);
alter table public.held_notices enable row level security;
revoke all on table public.held_notices from anon, authenticated;
grant all on table public.held_notices to service_role;

-- Gathers the held notices not yet in a queued digest (held at p_before or earlier, at most
-- p_limit) under the digest p_key, unless the digest p_key was queued already (one an hour), and
-- returns the notices of p_key not yet queued (a digest a dead run gathered is gathered again).
create or replace function public.gather_held_notices(p_key text, p_before timestamptz, p_limit integer)
  returns setof public.held_notices
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  update public.held_notices h set digest_key = p_key
  where h.id in (
    select d.id from public.held_notices d
    where d.queued_at is null and d.digest_key is distinct from p_key and d.created_at <= p_before
      and not exists (select 1 from public.held_notices q where q.digest_key = p_key and q.queued_at is not null)
    order by d.id limit greatest(p_limit, 0) for update skip locked);
  return query select * from public.held_notices h where h.digest_key = p_key and h.queued_at is null order by h.id;
end
$$;

revoke all on function public.sign_up_subscriber(text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.gather_held_notices(text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.sign_up_subscriber(text, text, text, timestamptz) to service_role;
grant execute on function public.claim_event_reminders(text, timestamptz, timestamptz, timestamptz, interval, integer) to service_role;
grant execute on function public.claim_outbox(timestamptz, timestamptz, text, integer) to service_role;
grant execute on function public.gather_held_notices(text, timestamptz, integer) to service_role;

-- The email list's leads that chose an interest (a broadcast's interest audience), each address
-- once, lowercased, in address order after p_after: the same query as D1's
-- (createD1LeadInterests in app/services/leads/lead-records-d1.server.ts). Leads are personal
-- data: read by the server with the service role alone, never by anon.
create or replace function public.lead_emails_of_interest(p_source text, p_choice text, p_after text, p_limit integer)
  returns table (email text)
  language sql stable security invoker set search_path = ''
as $$
  select distinct lower(l.email) as email from public.leads l
  where l.form_source = p_source and l.interest = p_choice and lower(l.email) > p_after
  order by 1 limit greatest(p_limit, 0)
$$;
revoke all on function public.lead_emails_of_interest(text, text, text, integer) from public, anon, authenticated;
grant execute on function public.lead_emails_of_interest(text, text, text, integer) to service_role;
