-- Provider notifications for a deposit balance paid later (issue 32): the balance is its own
-- payment with its own provider reference (deposit_balance_payments.gateway_reference), so a
-- settlement, dispute, refund or cancellation of it is kept on that payment, as
-- orders.payment_state is for the order's (0043).
ALTER TABLE deposit_balance_payments ADD COLUMN payment_state TEXT CHECK (
  payment_state IS NULL OR payment_state IN ('SETTLED', 'DISPUTED', 'REFUNDED', 'CANCELLED')
);

-- A notification finds the balance payment by the provider's reference.
CREATE INDEX deposit_balance_payments_by_gateway_reference
  ON deposit_balance_payments (gateway, gateway_reference);

-- Which balance payment a notification was about (order_id stays the order's).
ALTER TABLE payment_notifications ADD COLUMN order_line_id TEXT;
