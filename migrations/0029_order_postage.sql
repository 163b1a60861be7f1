-- Postage of posted deals, charged per item with the order ("Postage charged per item"): the
-- order records its total and each line its own share, so refunds and receipts can show it.
ALTER TABLE orders ADD COLUMN postage_amount INTEGER NOT NULL DEFAULT 0 CHECK (postage_amount >= 0);
ALTER TABLE order_lines ADD COLUMN postage INTEGER NOT NULL DEFAULT 0 CHECK (postage >= 0);
