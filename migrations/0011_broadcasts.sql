-- Broadcasts: the owner's messages to her confirmed list (app/services/email/broadcast-*.server.ts).
-- Each recipient is one outbox row of kind 'broadcast' with the key broadcast:<id>:<address>,
-- queued a bounded chunk per scheduled run (cursor: the last address queued, addresses in order).
-- D1 only: broadcasts are the site's own state.
-- No semicolons inside comments or strings: the test helper splits statements on them.
CREATE TABLE IF NOT EXISTS broadcasts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  preheader TEXT NOT NULL DEFAULT '' CHECK (length(preheader) <= 200),
  -- What she wrote (Markdown), rendered again for each recipient's message.
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 50000),
  -- all, interest:<choice> or event:<session instant>
  audience TEXT NOT NULL CHECK (length(audience) BETWEEN 3 AND 200),
  -- scheduled (waits for send_at), sending (queuing and draining), sent, cancelled
  status TEXT NOT NULL CHECK (status IN ('scheduled', 'sending', 'sent', 'cancelled')),
  -- How many the page said would receive it when she pressed send (the consent store then).
  audience_count INTEGER NOT NULL DEFAULT 0,
  send_at TEXT NOT NULL,
  started_at TEXT,
  -- Queuing: the last address queued, and when every recipient was queued.
  cursor TEXT,
  queued_all_at TEXT,
  -- Queuing is held by one run at a time (its token, until its lease ends).
  claimed_until TEXT,
  claim_token TEXT,
  finished_at TEXT,
  -- Counts kept when it is done (the outbox removes sent rows after 30 days).
  sent_count INTEGER,
  failed_count INTEGER
);
CREATE INDEX IF NOT EXISTS broadcasts_status ON broadcasts (status, send_at);

-- Recipients skipped because they unsubscribed after she pressed send.
CREATE TABLE IF NOT EXISTS broadcast_skips (
  broadcast_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (broadcast_id, email)
);

-- Unsubscribes from a broadcast's own link (its id rides along in the link).
CREATE TABLE IF NOT EXISTS broadcast_unsubscribes (
  broadcast_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (broadcast_id, email)
);

-- The broadcast step claims its own rows (kind 'broadcast') by time.
CREATE INDEX IF NOT EXISTS outbox_kind_due ON outbox (kind, status, next_attempt_at);
