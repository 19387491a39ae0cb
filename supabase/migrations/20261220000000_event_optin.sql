-- Issue 50: an event registration gets what it asked for, the confirmation and the reminders of its
-- own session, whether or not the address has confirmed the event's list (the list, which
-- broadcasts reach, is joined only through the link in that confirmation). An address that opted
-- out of the event's messages (unsubscribed, and not confirmed since) gets no reminder. The same
-- rule as the D1 store (app/services/events/registration-records-d1.server.ts). Restates the
-- function of 20261210000000_abuse_limits.sql, which asked for a confirmed address.
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
            where s.email = d.email and s.list = 'event'
              and s.status <> 'confirmed' and s.unsubscribed_at is not null)
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
            where s.email = d.email and s.list = 'event'
              and s.status <> 'confirmed' and s.unsubscribed_at is not null)
        order by d.session_start, d.id limit greatest(p_batch, 0) for update skip locked)
      and r.reminded_1h_at is null
      returning r.*;
  else
    raise exception 'unknown reminder kind %', p_kind;
  end if;
end
$$;

revoke all on function public.claim_event_reminders(text, timestamptz, timestamptz, timestamptz, interval, integer)
  from public, anon, authenticated;
grant execute on function public.claim_event_reminders(text, timestamptz, timestamptz, timestamptz, interval, integer)
  to service_role;
