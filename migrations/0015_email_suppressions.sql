-- Bounces and complaints (Resend's webhook), and the welcome each address gets once. Same columns as
-- supabase/migrations/20261215000000_email_suppressions.sql.
-- No semicolons inside comments or strings: the test helper splits statements on them.

-- An address mail must not reach again: a permanent bounce stops list mail (broadcasts, the list's
-- and the event's messages, reminders), a complaint stops every message to it. A complaint is never
-- turned back into a bounce.
CREATE TABLE IF NOT EXISTS email_suppressions (
  email TEXT PRIMARY KEY CHECK (length(email) BETWEEN 3 AND 320 AND email = lower(email)),
  reason TEXT NOT NULL CHECK (reason IN ('bounced', 'complained')),
  suppressed_at TEXT NOT NULL,
  -- The webhook delivery (svix-id) that said so.
  event_id TEXT NOT NULL
);

-- Every verified webhook delivery, by its svix-id: a replay of one is refused and changes nothing.
-- claim: a random value written by the request that inserted the row (so it knows it was first).
CREATE TABLE IF NOT EXISTS email_webhook_events (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 200),
  received_at TEXT NOT NULL,
  type TEXT NOT NULL,
  email TEXT,
  reason TEXT CHECK (reason IS NULL OR reason IN ('bounced', 'complained')),
  claim TEXT NOT NULL
);

-- The welcome message: one per address, ever (claimed here before it is queued).
CREATE TABLE IF NOT EXISTS email_welcomes (
  email TEXT PRIMARY KEY CHECK (length(email) BETWEEN 3 AND 320 AND email = lower(email)),
  welcomed_at TEXT NOT NULL
);
