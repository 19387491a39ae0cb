-- A broadcast's batches are fixed when first claimed: each outbox row of kind 'broadcast' names its
-- batch (batch_key, which is also the batch's Resend Idempotency-Key for every retry), and `offered`
-- marks a row that was in a call whose answer was lost (Resend may have accepted it).
-- Broadcast rows no longer hold the message: it is rendered from the broadcast at send time.
-- No semicolons inside comments or strings: the test helper splits statements on them.
ALTER TABLE outbox ADD COLUMN batch_key TEXT;
ALTER TABLE outbox ADD COLUMN offered INTEGER NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS outbox_batch ON outbox (batch_key) WHERE batch_key IS NOT NULL;
