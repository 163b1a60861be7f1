-- VIP membership bought at checkout (transactions §1 "VIP membership: about 4.99 a year in pounds
-- or euros", §6 'VIP') and the deposit terms of an order line (§4 'Deposit vouchers'). Money is
-- integer minor units; instants are UTC ISO strings.

-- One row per membership year. The order that bought it writes it in its batch (status ACTIVE,
-- expires_at a year later), so a paid membership always has its row. The after-purchase issue
-- builds renewal and cancellation on it: CANCELLED when the member leaves (cancelled_at),
-- EXPIRED once past expires_at unrenewed; a renewal is a new row. A member is whoever has an
-- ACTIVE row with expires_at in the future (services/vip/vip-membership.ts isVipMember).
-- At most one ACTIVE row per customer (the partial UNIQUE): two checkouts racing to add VIP
-- cannot both succeed, and the batch first marks a lapsed ACTIVE row EXPIRED so a former member
-- can buy again.
CREATE TABLE vip_memberships (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  brand TEXT NOT NULL CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  price INTEGER NOT NULL CHECK (price >= 0),
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED', 'EXPIRED')),
  started_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  order_id INTEGER REFERENCES orders (id),
  cancelled_at TEXT,
  updated_at TEXT NOT NULL,
  CHECK (started_at < expires_at)
);
CREATE UNIQUE INDEX vip_memberships_one_active ON vip_memberships (user_id) WHERE status = 'ACTIVE';
CREATE INDEX vip_memberships_by_user ON vip_memberships (user_id, expires_at DESC);

-- The shopper ticked 'VIP membership 4.99 a year' on this checkout (§3 queryParams.vipChecked).
-- Kept beside the basket rather than on it: the basket's own vip_status is the §7 'VIP status'
-- call's, a different thing.
CREATE TABLE basket_vip_choices (
  basket_token TEXT PRIMARY KEY REFERENCES baskets (token) ON DELETE CASCADE,
  added_at TEXT NOT NULL
) WITHOUT ROWID;

-- Deposit lines (§4 "deposit paid, balance paid later"): what was paid now and the date the
-- balance (order_lines.balance_due) falls due, 'yyyy-MM-dd'; NULL when the spec gives none (a
-- voucher that is not a stay). Lines paid in full keep deposit_paid 0.
ALTER TABLE order_lines ADD COLUMN deposit_paid INTEGER NOT NULL DEFAULT 0 CHECK (deposit_paid >= 0);
ALTER TABLE order_lines ADD COLUMN balance_due_by TEXT;
