-- Leads captured by the site's forms: the same columns as the D1 table (migrations/).
-- The site writes with the public anon key, so row-level security is the only guard: the
-- anonymous role may insert rows and nothing else (no select, update or delete).
create table if not exists public.leads (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  phone text check (char_length(phone) <= 40),
  interest text check (char_length(interest) <= 300),
  message text check (char_length(message) <= 10000),
  timeframe text check (char_length(timeframe) <= 100),
  property_address text check (char_length(property_address) <= 500),
  assistance_needed text[] check (cardinality(assistance_needed) <= 20),
  service_level text check (char_length(service_level) <= 50),
  -- Property-management inquiries: the number of properties.
  properties integer check (properties >= 1),
  form_source text not null check (char_length(form_source) between 1 and 100),
  -- The form render's random token; a replayed post with the same token is not saved twice.
  submission_id text unique check (char_length(submission_id) <= 64)
);

create index if not exists leads_created_at on public.leads (created_at);
create index if not exists leads_email on public.leads (email);

alter table public.leads enable row level security;

-- Supabase grants every table to anon and authenticated by default; take it all back and give
-- the anonymous role INSERT only. The dashboard and the service role still read everything.
revoke all on table public.leads from anon, authenticated;
grant insert on table public.leads to anon;

drop policy if exists "Visitors may submit leads" on public.leads;
create policy "Visitors may submit leads" on public.leads
  for insert to anon
  with check (true);
