-- Bounces and complaints (Resend's webhook), and the welcome each address gets once: the same
-- columns as D1's migrations/0015_email_suppressions.sql. Personal data, like the subscribers: no
-- API role but the service role sees a row.
create table if not exists public.email_suppressions (
  email text primary key check (char_length(email) between 3 and 320 and email = lower(email)),
  reason text not null check (reason in ('bounced', 'complained')),
  suppressed_at timestamptz not null,
  event_id text not null
);

create table if not exists public.email_webhook_events (
  id text primary key check (char_length(id) between 1 and 200),
  received_at timestamptz not null,
  type text not null,
  email text,
  reason text check (reason is null or reason in ('bounced', 'complained')),
  claim text not null
);

create table if not exists public.email_welcomes (
  email text primary key check (char_length(email) between 3 and 320 and email = lower(email)),
  welcomed_at timestamptz not null
);

alter table public.email_suppressions enable row level security;
alter table public.email_webhook_events enable row level security;
alter table public.email_welcomes enable row level security;
revoke all on table public.email_suppressions from anon, authenticated;
revoke all on table public.email_webhook_events from anon, authenticated;
revoke all on table public.email_welcomes from anon, authenticated;
grant all on table public.email_suppressions to service_role;
grant all on table public.email_webhook_events to service_role;
grant all on table public.email_welcomes to service_role;

-- One verified webhook delivery, in one transaction: false when its id was seen before (a replay,
-- which changes nothing); else it is kept and, for a bounce or complaint, its addresses (p_emails,
-- comma-separated) suppressed (a complaint is never turned back into a bounce; the first time of a
-- reason is kept).
create or replace function public.record_email_webhook(
  p_id text, p_type text, p_emails text, p_reason text, p_at timestamptz)
  returns boolean
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  insert into public.email_webhook_events (id, received_at, type, email, reason, claim)
  values (p_id, p_at, p_type, nullif(p_emails, ''), p_reason, '')
  on conflict (id) do nothing;
  if not found then
    return false;
  end if;
  if p_reason is not null and coalesce(p_emails, '') <> '' then
    insert into public.email_suppressions as s (email, reason, suppressed_at, event_id)
    select distinct address, p_reason, p_at, p_id from unnest(string_to_array(p_emails, ',')) as address
    on conflict (email) do update set
      reason = case when s.reason = 'complained' then 'complained' else excluded.reason end,
      suppressed_at = case when s.reason = 'complained' or s.reason = excluded.reason then s.suppressed_at else excluded.suppressed_at end,
      event_id = case when s.reason = 'complained' or s.reason = excluded.reason then s.event_id else excluded.event_id end;
  end if;
  return true;
end
$$;

-- Claims an address's welcome: true the first time only.
create or replace function public.claim_email_welcome(p_email text, p_at timestamptz)
  returns boolean
  language sql volatile security invoker set search_path = ''
as $$
  with claimed as (
    insert into public.email_welcomes (email, welcomed_at) values (p_email, p_at)
    on conflict (email) do nothing
    returning 1
  )
  select exists (select 1 from claimed)
$$;

revoke all on function public.record_email_webhook(text, text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.claim_email_welcome(text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_email_webhook(text, text, text, text, timestamptz) to service_role;
grant execute on function public.claim_email_welcome(text, timestamptz) to service_role;
