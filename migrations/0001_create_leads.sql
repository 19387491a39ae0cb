-- Leads captured by the site's forms. Same columns as the Supabase table (supabase/migrations).
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  interest TEXT,
  message TEXT,
  timeframe TEXT,
  property_address TEXT,
  -- A JSON array of text, e.g. ["Credit Coaching","Document Prep"].
  assistance_needed TEXT,
  service_level TEXT,
  form_source TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email);
