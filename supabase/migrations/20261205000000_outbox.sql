-- The email outbox, the same columns as the D1 table (migrations/0005_outbox.sql): every message
-- the site sends is written here before its first attempt, and the scheduled job retries a failed
-- one with backoff until it is sent or given up. Messages carry buyers' and leads' addresses, so
-- neither the anonymous role nor a signed-in user has any access: the server alone reads and
-- writes, with the service-role key (SUPABASE_SERVICE_ROLE_KEY), which bypasses row-level security.
create table if not exists public.outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- One row per message: Resend gets the same key on every attempt and delivers it once.
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 256),
  kind text not null check (char_length(kind) between 1 and 50),
  to_address text not null check (char_length(to_address) between 3 and 320),
  subject text not null check (char_length(subject) <= 500),
  html text not null,
  text text not null,
  -- Extra mail headers (e.g. List-Unsubscribe), or null.
  headers jsonb check (headers is null or jsonb_typeof(headers) = 'object'),
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  claim_token text,
  last_error text check (char_length(last_error) <= 1000),
  sent_at timestamptz
);

create index if not exists outbox_due on public.outbox (status, next_attempt_at);
create index if not exists outbox_sent on public.outbox (status, sent_at);

alter table public.outbox enable row level security;
-- Supabase grants every table to anon and authenticated by default: take it all back. No policy is
-- created, so with row-level security on, no API role but the service role sees a row.
revoke all on table public.outbox from anon, authenticated;
grant all on table public.outbox to service_role;

-- A run claims up to `batch` due rows (queued and due, or still sending after their claim ran out)
-- in one statement: rows another run has locked are skipped and a claimed row is no longer due, so
-- two runs at once never claim one row. Each claim counts an attempt.
create or replace function public.claim_outbox(at timestamptz, lease_until timestamptz, token text, batch integer)
  returns setof public.outbox
  language sql volatile security invoker set search_path = ''
as $$
  update public.outbox o
  set status = 'sending', claimed_until = lease_until, claim_token = token, attempts = o.attempts + 1
  where o.id in (
    select d.id from public.outbox d
    where (d.status = 'queued' and d.next_attempt_at <= at) or (d.status = 'sending' and d.claimed_until <= at)
    order by d.next_attempt_at, d.id
    limit greatest(batch, 0)
    for update skip locked
  )
  returning o.*
$$;
revoke all on function public.claim_outbox(timestamptz, timestamptz, text, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(timestamptz, timestamptz, text, integer) to service_role;
