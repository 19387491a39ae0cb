-- "Your site": what the owner sets in /owner/site/* as overrides of app/content's defaults. Every
-- save is a new row (section, value as JSON validated by app/lib/site-sections.ts), restoring one
-- writes a new row equal to the old one, so nothing is ever overwritten. D1 only (docs/your-site.md).
-- No semicolons inside comments or strings: the test helper splits statements on them.
CREATE TABLE IF NOT EXISTS site_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  section TEXT NOT NULL CHECK (length(section) BETWEEN 1 AND 40),
  value TEXT NOT NULL CHECK (json_valid(value)),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  summary TEXT CHECK (summary IS NULL OR length(summary) <= 300)
);
-- The latest version of each section, and one section's history, newest first.
CREATE INDEX IF NOT EXISTS site_versions_section_id ON site_versions (section, id);
