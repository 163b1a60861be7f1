-- Booking requests for deals with booking_calendar_on_redemption (issue 10 'Merchant portal'):
-- the shopper asks for a date for a redeemed voucher; the merchant accepts it or proposes
-- another. Dates are Europe/London calendar days (YYYY-MM-DD); instants are UTC ISO strings.
-- The shopper's side that creates REQUESTED rows comes in a later round.
CREATE TABLE booking_requests (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id),
  requested_date TEXT NOT NULL CHECK (requested_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  status TEXT NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'ACCEPTED', 'PROPOSED')),
  proposed_date TEXT
    CHECK (proposed_date IS NULL OR proposed_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CONSTRAINT booking_proposal_has_date CHECK (status <> 'PROPOSED' OR proposed_date IS NOT NULL)
);
CREATE INDEX booking_requests_by_voucher ON booking_requests (voucher_id);
