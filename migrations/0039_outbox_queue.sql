-- Mail leaves through a Cloudflare Queue within seconds of the request (services/email/
-- mail-queue.ts); the outbox stays the record. queued_at: when a request or the cron's sweeper
-- handed the row to the queue, so each row is handed over once and a lost one is found again.
-- claimed_until: a sender's lease on the row while it posts to the mail API, so a redelivered
-- queue message (or the sweeper) never sends the same mail twice at once.
ALTER TABLE email_outbox ADD COLUMN queued_at TEXT;
ALTER TABLE email_outbox ADD COLUMN claimed_until TEXT;

-- Mail written before this migration is left to the sweeper, as the cron's flush would have
-- sent it, rather than handed over in one burst by the first request after the deploy.
UPDATE email_outbox SET queued_at = created_at WHERE sent_at IS NULL;

-- What a request hands over: unsent rows nobody has queued yet. Small: rows leave it within
-- the request that wrote them.
CREATE INDEX email_outbox_unqueued ON email_outbox (id) WHERE sent_at IS NULL AND queued_at IS NULL;
