-- The owner's notices of new leads are capped (app/services/leads/held-notices.server.ts): past
-- the cap a lead's notice is held here, and the scheduled job gathers the held ones into one digest
-- an hour. Same columns as supabase/migrations/20261210000000_abuse_limits.sql.
-- No semicolons inside comments or strings: the test helper splits statements on them.
CREATE TABLE IF NOT EXISTS held_notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- When the lead came in.
  created_at TEXT NOT NULL,
  -- The lead on /owner (NULL when its store gave no id).
  lead_id INTEGER,
  form_source TEXT NOT NULL CHECK (length(form_source) BETWEEN 1 AND 100),
  name TEXT NOT NULL CHECK (length(name) <= 500),
  email TEXT NOT NULL CHECK (length(email) <= 500),
  -- The digest that lists it (its outbox key), and when that digest was queued.
  digest_key TEXT,
  queued_at TEXT
);
CREATE INDEX IF NOT EXISTS held_notices_digest ON held_notices (queued_at, digest_key);
