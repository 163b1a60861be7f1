-- Posted goods on their way (transactions §3 'Order progress: Processing Order, Dispatched,
-- Delivered'; §4 'Voucher lifecycle'). The merchant or an admin marks a parcel Dispatched with
-- the carrier's tracking reference, then Delivered; the scheduled job infers Delivered a set
-- number of days after dispatch (DELIVERED_AFTER_DISPATCH_DAYS). The status itself moves only
-- through the guarded lifecycle transition (0019); these columns are written in the same batch
-- right after it, behind its guard, so a parcel's tracking reference is set exactly once.
ALTER TABLE vouchers ADD COLUMN tracking_reference TEXT
  CHECK (tracking_reference IS NULL OR length(tracking_reference) BETWEEN 4 AND 40);
ALTER TABLE vouchers ADD COLUMN dispatched_at TEXT;
ALTER TABLE vouchers ADD COLUMN delivered_at TEXT;

-- Parcels by deal and progress step (the merchant's "Orders to post" list). IS NOT NULL, not an
-- IN list: SQLite uses a partial index only when the query's terms imply its WHERE, and
-- `order_progress = 'DISPATCHED'` implies `IS NOT NULL` but not membership of a list.
CREATE INDEX vouchers_in_post ON vouchers (deal_id, order_progress, created_at)
  WHERE status = 'READY_TO_REDEEM' AND order_progress IS NOT NULL;

-- The job's question: which parcels were dispatched before the cut-off and are not delivered.
CREATE INDEX vouchers_dispatched ON vouchers (dispatched_at)
  WHERE status = 'READY_TO_REDEEM' AND order_progress = 'DISPATCHED';
