-- Issue 24: a subscription's state follows the newest Stripe event, and sign-in attempts are
-- cleared by age. No semicolons inside comments or strings: the test helper splits statements on them.

-- The created time (Unix seconds) of the Stripe event that last set subscription_status: an
-- older event delivered late leaves the status alone (one conditional UPDATE, orders-d1.server.ts).
ALTER TABLE orders ADD COLUMN subscription_event_at INTEGER;

-- owner_auth_failures now holds every sign-in attempt, recorded before it is checked, under keys
-- such as password:<address>|<client>, password:<address>, code:<address>, setup:<client> and
-- client:<client>. Old rows are deleted by age, which this index serves.
CREATE INDEX IF NOT EXISTS owner_auth_failures_at ON owner_auth_failures (at);
