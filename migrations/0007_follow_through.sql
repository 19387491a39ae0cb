-- Follow-through: who receives what (consent), Money Moves Live registrations and their reminders,
-- and one-time billing links. Same columns as supabase/migrations/20261207000000_follow_through.sql.
-- No semicolons inside comments or strings: the test helper splits statements on them.

-- One row per address and list (newsletter, event). The email list is double opt-in: pending until
-- the address opens its confirmation link. An unsubscribe is kept with its time and stops every
-- later message of that list.
CREATE TABLE IF NOT EXISTS subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 320 AND email = lower(email)),
  list TEXT NOT NULL CHECK (list IN ('newsletter', 'event')),
  name TEXT CHECK (name IS NULL OR length(name) <= 200),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  -- The last confirmation email: a pending address gets at most one an hour.
  confirmation_sent_at TEXT,
  confirmed_at TEXT,
  unsubscribed_at TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (email, list)
);
CREATE INDEX IF NOT EXISTS subscribers_list_status ON subscribers (list, status);

-- One row per address and session of Money Moves Live (session_start: the UTC instant).
CREATE TABLE IF NOT EXISTS event_registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 320 AND email = lower(email)),
  name TEXT NOT NULL CHECK (length(name) <= 200),
  session_start TEXT NOT NULL,
  -- Reminders claimed (each is queued once): the time the scheduled job took it, or NULL.
  reminded_24h_at TEXT,
  reminded_1h_at TEXT,
  UNIQUE (email, session_start)
);
CREATE INDEX IF NOT EXISTS event_registrations_session ON event_registrations (session_start);

-- One-time billing links: the token's nonce, used once, within its hour.
CREATE TABLE IF NOT EXISTS billing_links (
  nonce TEXT PRIMARY KEY CHECK (length(nonce) BETWEEN 16 AND 100),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  email TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
