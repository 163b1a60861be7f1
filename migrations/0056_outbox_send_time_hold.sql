-- Marketing mail is checked again when the queue sends it (issue 33): an address can bounce,
-- complain or unsubscribe between the daily job writing its mail and the consumer sending it.
-- subscription_id: the subscription a marketing mail was written for, so an unsubscribe in that
-- gap is seen (NULL for transactional mail and rows written before this).
-- dropped_at, dropped_reason: the consumer held the mail back instead of sending it, and why
-- ('suppressed: BOUNCE', 'unsubscribed'); such a row is settled, never sent or swept again.
ALTER TABLE email_outbox ADD COLUMN subscription_id INTEGER;
ALTER TABLE email_outbox ADD COLUMN dropped_at TEXT;
ALTER TABLE email_outbox ADD COLUMN dropped_reason TEXT;
