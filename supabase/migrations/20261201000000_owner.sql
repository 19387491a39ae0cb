-- The owner's area on Supabase. Sign-in is Supabase Auth; this file gives the leads table the
-- owner's columns and lets the owner read them. Leads are personal data, so the database enforces
-- what the site does: an authenticated owner at the second level (aal2, after a TOTP code) may
-- read leads and change only their status and note. The anonymous role stays insert-only.

-- Who the owners are: the same addresses as OWNER_EMAILS. Add one in the SQL editor with
--   insert into public.owners (email) values ('you@example.com');
create table if not exists public.owners (
  email text primary key check (email = lower(email) and email like '%_@_%')
);
alter table public.owners enable row level security;
revoke all on table public.owners from anon, authenticated;

-- Whether the signed-in user (by the verified email in their JWT) is an owner. Security definer:
-- the policies below may consult the owners table, which the API roles cannot read themselves.
create or replace function public.is_owner() returns boolean
  language sql stable security definer set search_path = public
as $$
  select exists (select 1 from public.owners where email = lower(coalesce(auth.jwt() ->> 'email', '')))
$$;
revoke all on function public.is_owner() from public;
grant execute on function public.is_owner() to authenticated;

alter table public.leads add column if not exists status text not null default 'new'
  check (status in ('new', 'contacted', 'closed'));
alter table public.leads add column if not exists note text check (char_length(note) <= 5000);
create index if not exists leads_form_source on public.leads (form_source, created_at);

-- Signed-in users may read leads and update two columns; the policies narrow that to owners at aal2.
grant select on table public.leads to authenticated;
grant update (status, note) on table public.leads to authenticated;

-- Supabase's MFA guide: a restrictive policy, so no other policy can let a first-level session in.
drop policy if exists "Only second-level sessions" on public.leads;
create policy "Only second-level sessions" on public.leads
  as restrictive to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

drop policy if exists "The owner reads leads" on public.leads;
create policy "The owner reads leads" on public.leads
  for select to authenticated
  using ((select public.is_owner()));

drop policy if exists "The owner follows leads up" on public.leads;
create policy "The owner follows leads up" on public.leads
  for update to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));
