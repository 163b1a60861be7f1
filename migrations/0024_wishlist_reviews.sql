-- Wishlists (transactions §3 'Wishlist', §4: created on first add, loaded by customer when
-- signed in, otherwise by id) and verified-purchase reviews (issue 7 'Reviews').

-- id is random and unguessable (it is the anonymous visitor's only key, kept in a cookie).
-- user_id is NULL for an anonymous wishlist; a customer has at most one, which an anonymous
-- one is merged into on login (§3 'op: merge, path: /customerToken').
CREATE TABLE wishlists (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 64),
  user_id INTEGER UNIQUE REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE wishlist_items (
  wishlist_id TEXT NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  deal_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (wishlist_id, deal_id)
) WITHOUT ROWID;
CREATE INDEX wishlist_items_newest ON wishlist_items (wishlist_id, added_at DESC);

-- A verified review names the voucher that proves the purchase; the UNIQUE index is what makes
-- "once per voucher" hold even for two submissions racing. Seeded reviews have none.
ALTER TABLE deal_reviews ADD COLUMN voucher_id INTEGER REFERENCES vouchers (id);
ALTER TABLE deal_reviews ADD COLUMN user_id INTEGER REFERENCES users (id);
ALTER TABLE deal_reviews ADD COLUMN title TEXT;
CREATE UNIQUE INDEX deal_reviews_one_per_voucher ON deal_reviews (voucher_id)
  WHERE voucher_id IS NOT NULL;
CREATE INDEX deal_reviews_by_rating ON deal_reviews (deal_id, rating DESC, created_at DESC);
