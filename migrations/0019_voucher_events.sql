-- The voucher lifecycle (transactions §4; src/shared/domain/voucher/lifecycle.ts) on the 0014
-- vouchers table: when the status last changed, when it was redeemed, and a history row for
-- every transition (who, when, from, to). services/vouchers/voucher-transitions.ts writes the
-- row and the guarded UPDATE in one batch, so history and status never disagree.
ALTER TABLE vouchers ADD COLUMN status_changed_at TEXT;
ALTER TABLE vouchers ADD COLUMN redeemed_at TEXT;

-- actor: 'customer:{id}', 'merchant:{id}', 'admin:{id}' or 'system'. from_state and to_state
-- are lifecycle states (order progress included), not the raw status column.
CREATE TABLE voucher_events (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id),
  event TEXT NOT NULL,
  from_state TEXT NOT NULL,
  to_state TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor = 'system' OR actor GLOB '[a-z]*:[0-9]*'),
  created_at TEXT NOT NULL
);
CREATE INDEX voucher_events_by_voucher ON voucher_events (voucher_id, id);
