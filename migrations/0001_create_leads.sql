-- Leads captured by the site's forms. Same columns as the Supabase table (supabase/migrations).
-- The limits are looser than the forms' own (app/content/lead-forms.ts), as a last line of defence.
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 320 AND email LIKE '%_@_%'),
  phone TEXT CHECK (length(phone) <= 40),
  interest TEXT CHECK (length(interest) <= 300),
  message TEXT CHECK (length(message) <= 10000),
  timeframe TEXT CHECK (length(timeframe) <= 100),
  property_address TEXT CHECK (length(property_address) <= 500),
  -- A JSON array of text, e.g. ["Credit Coaching","Document Prep"].
  assistance_needed TEXT CHECK (assistance_needed IS NULL OR (json_valid(assistance_needed) AND json_type(assistance_needed) = 'array')),
  service_level TEXT CHECK (length(service_level) <= 50),
  -- Property-management inquiries: the number of properties.
  properties INTEGER CHECK (properties IS NULL OR properties >= 1),
  form_source TEXT NOT NULL CHECK (length(form_source) BETWEEN 1 AND 100),
  -- The form render's random token; a replayed post with the same token is not saved twice.
  submission_id TEXT UNIQUE CHECK (length(submission_id) <= 64)
);

CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email);
