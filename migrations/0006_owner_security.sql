-- Issue 24: a subscription's state follows the newest Stripe event, and sign-in attempts are
-- cleared by age. No semicolons inside comments or strings: the test helper splits statements on them.

-- The created time (Unix seconds) of the Stripe event that last set subscription_status: an
-- older event delivered late leaves the status alone (one conditional UPDATE, orders-d1.server.ts).
ALTER TABLE orders ADD COLUMN subscription_event_at INTEGER;

-- owner_auth_failures now holds every sign-in attempt, recorded before it is checked, under keys
-- such as password:<address>|<client>, password:<address>, code:<address>, setup:<client> and
-- client:<client>. Old rows are deleted by age, which this index serves.
CREATE INDEX IF NOT EXISTS owner_auth_failures_at ON owner_auth_failures (at);

-- Recovery codes, made on /owner/security at the second level and shown once: only each code's
-- SHA-256 is kept. A code recovers the account once (a new password, the apps removed, every
-- session ended), without the setup secret.
CREATE TABLE IF NOT EXISTS owner_recovery_codes (
  user_id TEXT NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL CHECK (length(code_hash) = 64),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, code_hash)
);
