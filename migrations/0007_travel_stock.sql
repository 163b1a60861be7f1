-- Per-date stock for calendar products (storefront travel issue: "a year of per-product
-- per-date prices, stock and stay rules"). Units left to sell that night; NULL: no per-date
-- limit, the product's total_remaining alone decides. 0 goes with sold_out = 1.
ALTER TABLE travel_calendar_days
  ADD COLUMN remaining INTEGER CHECK (remaining IS NULL OR remaining >= 0);
