-- A refund of one voucher of a deposit line whose balance is still unpaid takes that voucher's
-- share off order_lines.balance_due in its own batch (transactions §4 'Deposit vouchers'), so
-- the line's other vouchers can still pay their own share; this keeps what it took, so that a
-- balance paid later is split over the vouchers it was paid for (refund-repository.ts), and a
-- card refund given back restores it.
ALTER TABLE refunds ADD COLUMN balance_released INTEGER NOT NULL DEFAULT 0
  CHECK (balance_released >= 0);
