-- The email outbox: every message the site sends is written here before its first attempt, and
-- the scheduled job retries a failed one with backoff until it is sent or given up (app/lib/outbox.ts).
-- Same columns as the Supabase table (supabase/migrations/20261205000000_outbox.sql).
-- No semicolons inside comments or strings: the test helper splits statements on them.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- One row per message: a replayed fulfilment or lead finds its message queued already. Resend
  -- gets the same key on every attempt, so it never delivers one message twice.
  idempotency_key TEXT NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 256),
  -- What the message is (buyer-delivery, order-notice, lead-notice, payment-failed, …).
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 50),
  to_address TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 320),
  subject TEXT NOT NULL CHECK (length(subject) <= 500),
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  -- Extra mail headers as a JSON object (e.g. List-Unsubscribe), or NULL.
  headers TEXT CHECK (headers IS NULL OR (json_valid(headers) AND json_type(headers) = 'object')),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  -- Attempts started (a claim counts one).
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- A claim: the run (or request) sending the row holds it until then, under its random token.
  claimed_until TEXT,
  claim_token TEXT,
  last_error TEXT CHECK (length(last_error) <= 1000),
  sent_at TEXT
);

-- What a run claims: due rows by status and time.
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS outbox_sent ON outbox (status, sent_at);
