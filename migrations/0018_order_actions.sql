-- The buyer's and the owner's order actions (app/services/sales/order-help.server.ts, order-tools.server.ts).
-- Same as supabase/migrations/20261214000000_order_actions.sql.

-- When the download links were last renewed (a resend, or "your downloads again"): they run
-- 30 days from the later of this and paid_at.
ALTER TABLE orders ADD COLUMN downloads_from TEXT;

CREATE INDEX IF NOT EXISTS orders_buyer_email ON orders (lower(buyer_email));

-- What was done with an order, newest last on its page: a resend, a refund asked of Stripe, a
-- refund Stripe confirmed.
CREATE TABLE IF NOT EXISTS order_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 50),
  text TEXT NOT NULL CHECK (length(text) <= 2000)
);

CREATE INDEX IF NOT EXISTS order_notes_order ON order_notes (order_id, id);
