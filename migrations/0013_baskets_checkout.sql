-- Baskets and checkout state (transactions §3 'Basket', 'Basket line', 'Checkout state'), promo
-- codes (§5 promo classes) and the wallet ledger (§3 'Wallet', DESIGN 'Money': a balance is the
-- sum of its rows, never a number edited in place). Money is integer minor units.

-- The token is the basket's id and, for an anonymous basket, its only credential: 256 random
-- bits, so the §5 length rule (> 10) holds by construction and the CHECK keeps it so.
-- currency is fixed by the brand when the basket is made (GBP on UK brands, EUR on Irish ones).
-- gifting holds the checkout's gifting choice (type, recipient, message, pack, wrap) as JSON:
-- the add-on products are presets (shared/domain/checkout/gifting), not catalogue rows.
CREATE TABLE baskets (
  token TEXT PRIMARY KEY CHECK (length(token) > 10 AND token <> 'undefined'),
  brand TEXT NOT NULL CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
  customer_id INTEGER REFERENCES users (id),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  eligible_for_vip INTEGER NOT NULL DEFAULT 0 CHECK (eligible_for_vip IN (0, 1)),
  vip_status TEXT CHECK (vip_status IS NULL OR vip_status IN ('ELIGIBLE', 'ACTIVE', 'RENEW', 'NOT_CHECKED')),
  gifting TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(gifting)),
  promo_code TEXT,
  use_wallet INTEGER NOT NULL DEFAULT 0 CHECK (use_wallet IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ORDERED', 'ABANDONED')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- "The customer's open basket" is their most recently touched OPEN one.
CREATE INDEX baskets_customer_open ON baskets (customer_id, status, updated_at DESC);

-- One row per basket line. addon_type 'VVE' marks an add-on line (§3 Addon); the stay fields are
-- set for travel products only. tracking keeps the §3 attribution fields (adId, mgId, ...) as
-- JSON: they are passed on to the order, never queried.
CREATE TABLE basket_lines (
  id TEXT PRIMARY KEY,
  basket_token TEXT NOT NULL REFERENCES baskets (token) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  deal_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  title TEXT,
  check_in TEXT,
  check_out TEXT,
  nights INTEGER CHECK (nights IS NULL OR nights > 0),
  guests INTEGER CHECK (guests IS NULL OR guests > 0),
  addon_type TEXT CHECK (addon_type IS NULL OR addon_type = 'VVE'),
  gift INTEGER NOT NULL DEFAULT 0 CHECK (gift IN (0, 1)),
  gifting TEXT CHECK (gifting IS NULL OR json_valid(gifting)),
  gift_pack INTEGER NOT NULL DEFAULT 0 CHECK (gift_pack IN (0, 1)),
  gift_wrap INTEGER NOT NULL DEFAULT 0 CHECK (gift_wrap IN (0, 1)),
  gift_claim INTEGER NOT NULL DEFAULT 0 CHECK (gift_claim IN (0, 1)),
  pay_deposit INTEGER NOT NULL DEFAULT 0 CHECK (pay_deposit IN (0, 1)),
  pay_later INTEGER NOT NULL DEFAULT 0 CHECK (pay_later IN (0, 1)),
  delivery_option_type TEXT,
  booking_calendar_on_redemption INTEGER NOT NULL DEFAULT 0
    CHECK (booking_calendar_on_redemption IN (0, 1)),
  tracking TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(tracking)),
  created_at TEXT NOT NULL,
  CHECK (check_in IS NULL OR check_out IS NULL OR check_in < check_out)
);
CREATE INDEX basket_lines_basket ON basket_lines (basket_token, position);

-- Promo codes (§5: percentage or fixed; per deal, per user, single use, a per-user limit, a
-- validity window, a minimum spend). value is a percentage for 'percentage' and minor units of
-- currency for 'fixed'.
CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed')),
  value INTEGER NOT NULL CHECK (value > 0),
  currency TEXT CHECK (currency IS NULL OR currency IN ('GBP', 'EUR')),
  max_discount INTEGER CHECK (max_discount IS NULL OR max_discount > 0),
  deal_id INTEGER,
  user_id INTEGER,
  single_use INTEGER NOT NULL DEFAULT 0 CHECK (single_use IN (0, 1)),
  max_uses_per_user INTEGER CHECK (max_uses_per_user IS NULL OR max_uses_per_user > 0),
  starts_at TEXT,
  expires_at TEXT,
  min_spend INTEGER CHECK (min_spend IS NULL OR min_spend > 0),
  created_at TEXT NOT NULL,
  CHECK (kind = 'percentage' OR currency IS NOT NULL),
  CHECK (kind = 'fixed' OR value <= 100)
);

-- Written by order placement, in the order's batch. single_use_key is the code for a single-use
-- code and NULL otherwise: its UNIQUE makes a second redemption fail inside the batch, so a
-- single-use code is used once even under concurrent orders (issue 6 'Promo codes').
CREATE TABLE promo_redemptions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE REFERENCES promo_codes (code),
  user_id INTEGER NOT NULL,
  order_id TEXT NOT NULL,
  single_use_key TEXT UNIQUE COLLATE NOCASE,
  redeemed_at TEXT NOT NULL,
  UNIQUE (code, order_id)
);
CREATE INDEX promo_redemptions_code_user ON promo_redemptions (code, user_id);

-- Wallet credit as a ledger: credits positive, spends negative. REFUNDABLE credit is as good as
-- cash; MARKETING credit is capped per item (§5) and may expire. A balance is the SUM of a
-- user's unexpired rows per currency and kind.
CREATE TABLE wallet_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  kind TEXT NOT NULL CHECK (kind IN ('REFUNDABLE', 'MARKETING')),
  reason TEXT NOT NULL,
  reference TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT
);
CREATE INDEX wallet_ledger_user ON wallet_ledger (user_id, currency, kind);
