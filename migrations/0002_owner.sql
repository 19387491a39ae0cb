-- The owner's area on D1 (used when Supabase is not configured): accounts, sessions, TOTP factors,
-- failed attempts, and the owner's own columns on leads (status and a private note).
-- No semicolons inside comments or strings: the test helper splits statements on them.

CREATE TABLE IF NOT EXISTS owner_users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 320),
  -- pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>: the count travels with the hash
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A session id is random and only its SHA-256 is stored: a copy of the table signs nobody in.
CREATE TABLE IF NOT EXISTS owner_sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
  aal TEXT NOT NULL CHECK (aal IN ('aal1', 'aal2')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS owner_sessions_user ON owner_sessions (user_id);

CREATE TABLE IF NOT EXISTS owner_factors (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES owner_users (id) ON DELETE CASCADE,
  friendly_name TEXT NOT NULL CHECK (length(friendly_name) BETWEEN 1 AND 60),
  factor_type TEXT NOT NULL DEFAULT 'totp' CHECK (factor_type = 'totp'),
  status TEXT NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
  -- base32 TOTP secret
  secret TEXT NOT NULL,
  -- the last 30-second step accepted: a code is accepted once
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS owner_factors_user ON owner_factors (user_id);

CREATE TABLE IF NOT EXISTS owner_challenges (
  id TEXT PRIMARY KEY,
  factor_id TEXT NOT NULL REFERENCES owner_factors (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);

-- Failed sign-ins and codes, by account (account:<email>) and by client (client:<address>).
CREATE TABLE IF NOT EXISTS owner_auth_failures (
  key TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS owner_auth_failures_key ON owner_auth_failures (key, at);

ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed'));
ALTER TABLE leads ADD COLUMN note TEXT CHECK (note IS NULL OR length(note) <= 5000);
CREATE INDEX IF NOT EXISTS leads_form_source ON leads (form_source, created_at);
