-- Which pages bring leads and sales: a count per page per day, nothing about who. D1 only (the
-- site's own record, docs/decisions/0014: services/counts).
-- No semicolons inside comments or strings: the test helper splits statements on them.

-- One row per day (in the owner's time zone), public page, what happened there and, for a lead or
-- a checkout, which form or offer. No address, cookie, user agent or identifier is kept.
CREATE TABLE IF NOT EXISTS page_counts (
  day TEXT NOT NULL CHECK (length(day) = 10),
  path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
  kind TEXT NOT NULL CHECK (kind IN ('visit', 'lead', 'checkout', 'paid')),
  -- The form (a lead) or the offer (a checkout, a sale); empty for a visit.
  subject TEXT NOT NULL DEFAULT '' CHECK (length(subject) <= 100),
  count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (day, path, kind, subject)
) WITHOUT ROWID;
