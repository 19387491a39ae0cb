-- Orders: one row per Stripe Checkout Session this site sold (app/services/fulfilment.server.ts).
-- Same columns as the Supabase table (supabase/migrations/20261202000000_orders.sql).
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- When the payment cleared: download links run 30 days from here.
  paid_at TEXT,
  -- Unique: the webhook and /success may fulfil one session at the same moment, and one row wins.
  session_id TEXT NOT NULL UNIQUE CHECK (length(session_id) BETWEEN 1 AND 255),
  offer TEXT NOT NULL CHECK (length(offer) BETWEEN 1 AND 100),
  mode TEXT NOT NULL CHECK (mode IN ('payment', 'subscription')),
  buyer_email TEXT CHECK (length(buyer_email) <= 320),
  buyer_name TEXT CHECK (length(buyer_name) <= 300),
  amount_total INTEGER CHECK (amount_total IS NULL OR amount_total >= 0),
  currency TEXT CHECK (length(currency) <= 10),
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'refunded')),
  payment_intent_id TEXT CHECK (length(payment_intent_id) <= 255),
  customer_id TEXT CHECK (length(customer_id) <= 255),
  subscription_id TEXT CHECK (length(subscription_id) <= 255),
  subscription_status TEXT CHECK (length(subscription_status) <= 50),
  -- 32 random bytes, base64url: the secret of the buyer's download links.
  download_token TEXT NOT NULL UNIQUE CHECK (length(download_token) = 43)
);

CREATE INDEX IF NOT EXISTS orders_created_at ON orders (created_at);
CREATE INDEX IF NOT EXISTS orders_payment_intent ON orders (payment_intent_id);
CREATE INDEX IF NOT EXISTS orders_subscription ON orders (subscription_id);
