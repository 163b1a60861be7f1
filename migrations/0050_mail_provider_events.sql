-- The mail provider's delivery notifications (bounces, complaints), one row per notification it
-- sent. The provider retries a notification until it has a 2xx and resends one with the same id
-- (Svix's `svix-id`), so the suppression it causes is written in the same D1 batch only when this
-- row is new: a replay changes nothing, even after a suppression was lifted by hand.
CREATE TABLE mail_provider_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
) WITHOUT ROWID;
