-- What the providers told us after the checkout (issue 32 item 3): a payment settled, was
-- disputed, refunded or cancelled on the provider's side.
--
-- orders.payment_state is the provider's word on the order's payment, NULL until a
-- notification says something; orders.status (PLACED, PAID, CANCELLED) stays the checkout's own.
ALTER TABLE orders ADD COLUMN payment_state TEXT CHECK (
  payment_state IS NULL OR payment_state IN ('SETTLED', 'DISPUTED', 'REFUNDED', 'CANCELLED')
);

-- A notification finds its order by the provider's reference.
CREATE INDEX orders_by_gateway_reference ON orders (gateway, gateway_reference)
  WHERE gateway_reference IS NOT NULL;

-- One row per notification handled, keyed by a digest of what identifies it (the signed
-- payload for Braintree; the payment and the state read back from the provider for Klarna and
-- Clearpay, which do not sign): the same notification twice finds its row and changes nothing.
-- The row lands in the same batch as the order's change and its audit row. outcome says what
-- it did: APPLIED (the state moved), UNCHANGED (no move), IGNORED (a kind or payment we do
-- not track, acknowledged so the provider stops retrying).
CREATE TABLE payment_notifications (
  id TEXT PRIMARY KEY,
  gateway TEXT NOT NULL CHECK (gateway IN ('BRAINTREE', 'KLARNA', 'CLEARPAY')),
  kind TEXT NOT NULL,
  gateway_reference TEXT,
  order_id INTEGER,
  outcome TEXT NOT NULL CHECK (outcome IN ('APPLIED', 'UNCHANGED', 'IGNORED')),
  received_at TEXT NOT NULL
) WITHOUT ROWID;
