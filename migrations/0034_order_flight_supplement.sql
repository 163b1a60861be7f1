-- A stay line's flight supplement per unit (the chosen airport's priceDiff, which may be a
-- saving): part of the line's unit price, recorded apart so the order shows what the flight cost.
ALTER TABLE order_lines ADD COLUMN flight_supplement INTEGER NOT NULL DEFAULT 0;
