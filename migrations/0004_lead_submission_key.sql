-- A replayed post is one row per form and submission token: the same token on two forms is two
-- leads, and every row has a token (the site refuses a post without one). SQLite cannot drop a
-- column's UNIQUE, so the table is rebuilt with the same columns in the same order (those of 0001,
-- then the owner's status and note of 0002) and the same indexes; rows saved before without a
-- token get a 'legacy-' one, and a row written by hand (not through a form) a random one.
CREATE TABLE leads_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 320 AND email LIKE '%_@_%'),
  phone TEXT CHECK (length(phone) <= 40),
  interest TEXT CHECK (length(interest) <= 300),
  message TEXT CHECK (length(message) <= 10000),
  timeframe TEXT CHECK (length(timeframe) <= 100),
  property_address TEXT CHECK (length(property_address) <= 500),
  assistance_needed TEXT CHECK (assistance_needed IS NULL OR (json_valid(assistance_needed) AND json_type(assistance_needed) = 'array')),
  service_level TEXT CHECK (length(service_level) <= 50),
  properties INTEGER CHECK (properties IS NULL OR properties >= 1),
  form_source TEXT NOT NULL CHECK (length(form_source) BETWEEN 1 AND 100),
  submission_id TEXT NOT NULL DEFAULT (lower(hex(randomblob(16)))) CHECK (length(submission_id) BETWEEN 1 AND 64),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  note TEXT CHECK (note IS NULL OR length(note) <= 5000),
  UNIQUE (form_source, submission_id)
);

INSERT INTO leads_rebuilt (id, created_at, name, email, phone, interest, message, timeframe, property_address, assistance_needed, service_level, properties, form_source, submission_id, status, note)
SELECT id, created_at, name, email, phone, interest, message, timeframe, property_address, assistance_needed, service_level, properties, form_source, COALESCE(submission_id, 'legacy-' || id), status, note
FROM leads;

DROP TABLE leads;

ALTER TABLE leads_rebuilt RENAME TO leads;

CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email);
CREATE INDEX IF NOT EXISTS leads_form_source ON leads (form_source, created_at);
