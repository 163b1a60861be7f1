-- Booking on redemption from the shopper's side (transactions §4 'Voucher lifecycle': redeemed,
-- then booked; storefront §3 'bookingCalendarOnRedemption'). The shopper asks for a day from
-- the voucher page; the merchant accepts it, declines it or proposes another day, and the
-- shopper may take the proposed day or ask for another. Two statuses join 0026's:
--   DECLINED           the merchant cannot do the day asked for (the shopper picks another)
--   PROPOSAL_DECLINED  the shopper asked for another day instead of the merchant's proposal
-- SQLite cannot change a CHECK in place, so the table is rebuilt (no table refers to it).
CREATE TABLE booking_requests_next (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id),
  requested_date TEXT NOT NULL CHECK (requested_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  status TEXT NOT NULL DEFAULT 'REQUESTED' CHECK (
    status IN ('REQUESTED', 'ACCEPTED', 'PROPOSED', 'DECLINED', 'PROPOSAL_DECLINED')
  ),
  proposed_date TEXT
    CHECK (proposed_date IS NULL OR proposed_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CONSTRAINT booking_proposal_has_date CHECK (status <> 'PROPOSED' OR proposed_date IS NOT NULL)
);
INSERT INTO booking_requests_next
  (id, voucher_id, requested_date, status, proposed_date, created_at, updated_at)
  SELECT id, voucher_id, requested_date, status, proposed_date, created_at, updated_at
  FROM booking_requests;
DROP TABLE booking_requests;
ALTER TABLE booking_requests_next RENAME TO booking_requests;
CREATE INDEX booking_requests_by_voucher ON booking_requests (voucher_id, id);

-- One live request per voucher: waiting for the merchant, waiting for the shopper, or booked.
-- Parallel submits from the voucher page race on this index, so exactly one row is created.
CREATE UNIQUE INDEX booking_requests_one_live ON booking_requests (voucher_id)
  WHERE status IN ('REQUESTED', 'PROPOSED', 'ACCEPTED');
