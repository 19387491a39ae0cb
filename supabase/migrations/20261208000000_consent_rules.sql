-- Issue 34: a visitor's choice changes only through a link sent to that address, and a stranger's
-- post never renames a confirmed address; a billing link is used only by its own address. The
-- same rules as the D1 stores (app/services/email/consent-store-d1.server.ts and its neighbours).

-- A post asking for a list's messages: a new address becomes p_fresh (pending for the double
-- opt-in list, confirmed for the event); unsubscribed or pending becomes pending (only the
-- confirmation link confirms it again); confirmed stays confirmed and keeps its name.
drop function if exists public.sign_up_subscriber(text, text, text, timestamptz);
create or replace function public.sign_up_subscriber(p_email text, p_list text, p_name text, p_at timestamptz, p_fresh text)
  returns table (status text, send_confirmation boolean)
  language sql volatile security invoker set search_path = ''
as $$
  insert into public.subscribers as s (email, list, name, status, confirmation_sent_at, confirmed_at, updated_at)
  values (p_email, p_list, p_name, p_fresh,
    case when p_fresh = 'pending' then p_at end, case when p_fresh = 'confirmed' then p_at end, p_at)
  on conflict (email, list) do update set
    name = case when s.status = 'confirmed' then s.name else excluded.name end,
    updated_at = p_at,
    confirmation_sent_at = case
      when s.status <> 'confirmed' and (s.confirmation_sent_at is null or s.confirmation_sent_at <= p_at - interval '1 hour')
      then p_at else s.confirmation_sent_at end,
    status = case when s.status = 'confirmed' then 'confirmed' else 'pending' end
  returning s.status, (s.status = 'pending' and s.confirmation_sent_at = p_at)
$$;

-- Registers (again: the first name is kept, a stranger's post never replaces it).
create or replace function public.register_for_event(p_email text, p_name text, p_start timestamptz, p_at timestamptz)
  returns table (id bigint, created boolean)
  language sql volatile security invoker set search_path = ''
as $$
  insert into public.event_registrations as r (email, name, session_start, created_at)
  values (p_email, p_name, p_start, p_at)
  on conflict (email, session_start) do update set name = r.name
  returning r.id, r.created_at = p_at
$$;

-- Reminders only to addresses whose event messages are confirmed (not unsubscribed, nor pending
-- a confirmation after an unsubscribe).
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
            where s.email = d.email and s.list = 'event' and s.status in ('unsubscribed', 'pending'))
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
            where s.email = d.email and s.list = 'event' and s.status in ('unsubscribed', 'pending'))
        order by d.session_start, d.id limit greatest(p_batch, 0) for update skip locked)
      and r.reminded_1h_at is null
      returning r.*;
  else
    raise exception 'unknown reminder kind %', p_kind;
  end if;
end
$$;

-- A billing link is used only by the address it was made for.
drop function if exists public.use_billing_link(text, timestamptz);
create or replace function public.use_billing_link(p_nonce text, p_email text, p_at timestamptz)
  returns boolean
  language sql volatile security invoker set search_path = ''
as $$
  with used as (
    update public.billing_links set used_at = p_at
    where nonce = p_nonce and email = p_email and used_at is null and expires_at > p_at
    returning 1
  )
  select exists (select 1 from used)
$$;

revoke all on function public.sign_up_subscriber(text, text, text, timestamptz, text) from public, anon, authenticated;
revoke all on function public.use_billing_link(text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.sign_up_subscriber(text, text, text, timestamptz, text) to service_role;
grant execute on function public.register_for_event(text, text, timestamptz, timestamptz) to service_role;
grant execute on function public.claim_event_reminders(text, timestamptz, timestamptz, timestamptz, interval, integer) to service_role;
grant execute on function public.use_billing_link(text, text, timestamptz) to service_role;
