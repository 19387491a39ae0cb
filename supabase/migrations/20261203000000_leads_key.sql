-- A replayed post is one row per form and submission token: the same token on two forms is two
-- leads, and every row has a token (the site refuses a post without one). Rows saved before
-- without a token get a 'legacy-' one, and a row written by hand (not through a form) a random
-- one. Safe to run again.
update public.leads set submission_id = 'legacy-' || id where submission_id is null;
alter table public.leads alter column submission_id set default md5(random()::text);
alter table public.leads alter column submission_id set not null;
alter table public.leads drop constraint if exists leads_submission_id_key;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'leads_form_submission_key') then
    alter table public.leads add constraint leads_form_submission_key unique (form_source, submission_id);
  end if;
end $$;
