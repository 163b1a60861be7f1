-- Placed orders (transactions §3 'Order after payment'), their vouchers (§3 'Voucher', §4
-- lifecycle), per-customer purchase caps (§5) and the wallet balances that guard spends (DESIGN
-- 'Money'). Everything here is written by order placement in ONE D1 batch with the stock
-- decrements, so an order exists whole or not at all (issue 6 'atomic'). Money is integer
-- minor units; instants are UTC ISO strings.

-- id is chosen by the service before the batch (a random 15-digit number), so the same batch
-- can link the payment authorisation to it (payment_authorisations.order_id is an INTEGER).
-- idempotency_key is the shopper's Idempotency-Key header, unique per customer; request_hash
-- tells a retry of the same attempt from a different order sent with a reused key.
-- basket_token is UNIQUE: a basket becomes one order, even when two attempts with different
-- keys race. payment_held is the authorisation check of the batch: the INSERT writes a
-- subquery's answer (1 when the authorisation is still AUTHORISED and unlinked, or when no card
-- pays), so an authorisation voided meanwhile fails the whole batch.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  basket_token TEXT NOT NULL UNIQUE,
  brand TEXT NOT NULL CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  total INTEGER NOT NULL CHECK (total >= 0),
  discount INTEGER NOT NULL DEFAULT 0 CHECK (discount >= 0),
  wallet_amount_used INTEGER NOT NULL DEFAULT 0 CHECK (wallet_amount_used >= 0),
  cash_amount INTEGER NOT NULL CHECK (cash_amount >= 0),
  pay_later_amount INTEGER NOT NULL DEFAULT 0 CHECK (pay_later_amount >= 0),
  promo_code TEXT,
  payment_method TEXT CHECK (
    payment_method IS NULL
    OR payment_method IN ('apple_pay', 'credit_card', 'clearpay', 'google_pay', 'klarna', 'paypal')
  ),
  card_type TEXT CHECK (card_type IS NULL OR card_type IN ('VISA', 'MASTERCARD')),
  gateway TEXT CHECK (gateway IS NULL OR gateway IN ('SANDBOX', 'BRAINTREE', 'KLARNA', 'CLEARPAY')),
  gateway_reference TEXT,
  status TEXT NOT NULL CHECK (status IN ('PLACED', 'PAID', 'CANCELLED')),
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 16 AND 100),
  request_hash TEXT NOT NULL,
  passengers TEXT CHECK (passengers IS NULL OR json_valid(passengers)),
  payment_held INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  paid_at TEXT,
  CONSTRAINT order_total_split CHECK (total = wallet_amount_used + cash_amount),
  CONSTRAINT order_payment_held CHECK (payment_held = 1),
  CONSTRAINT order_card_reference CHECK ((cash_amount = 0) = (gateway_reference IS NULL)),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_by_user ON orders (user_id, created_at DESC);

-- One row per basket line, with its share of discounts and of each means of payment (the
-- ProductOrder orderLines), so a refund of one line knows what to give back where.
CREATE TABLE order_lines (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  position INTEGER NOT NULL,
  deal_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
  discount INTEGER NOT NULL CHECK (discount >= 0),
  wallet_amount_used INTEGER NOT NULL CHECK (wallet_amount_used >= 0),
  cash_amount INTEGER NOT NULL CHECK (cash_amount >= 0),
  balance_due INTEGER NOT NULL CHECK (balance_due >= 0),
  check_in TEXT,
  check_out TEXT,
  UNIQUE (order_id, position)
);

-- One voucher per unit bought. status is §3's voucher status (the after-purchase issue builds
-- the state machine on it); order_progress is §3's 'Order progress' for delivered goods.
-- code: 12 characters from an alphabet without look-alikes (services/orders/voucher-code.ts).
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  order_line_id TEXT NOT NULL REFERENCES order_lines (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  deal_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  deal_title TEXT NOT NULL,
  product_title TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'READY_TO_REDEEM' CHECK (
    status IN (
      'READY_TO_REDEEM', 'REDEEMED', 'BOOKED', 'CREDIT_REQUESTED', 'REQUEST_PROCESSED',
      'RETURN_REQUESTED', 'RETURN_IN_TRANSIT', 'RETURNED_TO_MERCHANT', 'REFUNDED', 'EXPIRED'
    )
  ),
  order_progress TEXT CHECK (
    order_progress IS NULL OR order_progress IN ('PROCESSING_ORDER', 'DISPATCHED', 'DELIVERED')
  ),
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX vouchers_by_user ON vouchers (user_id, created_at DESC);
CREATE INDEX vouchers_by_order ON vouchers (order_id);

-- Per-customer purchase caps (storefront §5, transactions §5), enforced by SQL: each order
-- upserts count += quantity with the cap the deal has now; the CHECK fails the order's batch
-- when a customer would pass it, so parallel orders can never together exceed a cap. scope is
-- 'deal:{dealId}', 'product:{productId}', 'day:{dealId}:{YYYY-MM-DD}' or
-- 'week:{dealId}:{ISO week}', days and weeks in the brand's zone.
CREATE TABLE purchase_counters (
  user_id INTEGER NOT NULL,
  scope TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count >= 0),
  cap INTEGER NOT NULL CHECK (cap > 0),
  PRIMARY KEY (user_id, scope),
  CONSTRAINT purchase_cap_reached CHECK (count <= cap)
) WITHOUT ROWID;

-- A promo code's per-customer limit (promo_codes.max_uses_per_user), enforced like the caps:
-- each order using the code adds 1 in its batch and the CHECK refuses one use too many, so
-- parallel orders cannot together pass it (the single-use limit is promo_redemptions'
-- single_use_key).
CREATE TABLE promo_user_uses (
  code TEXT NOT NULL COLLATE NOCASE,
  user_id INTEGER NOT NULL,
  count INTEGER NOT NULL CHECK (count >= 0),
  cap INTEGER NOT NULL CHECK (cap > 0),
  PRIMARY KEY (code, user_id),
  CONSTRAINT promo_user_limit CHECK (count <= cap)
) WITHOUT ROWID;

-- The guard on wallet spends. The ledger (wallet_ledger, 0013) stays the truth: an order
-- appends its debit rows, then sets balance to the SUM of the customer's unexpired rows of
-- that currency and kind in the same batch; the CHECK fails the batch when that sum would go
-- below zero, so parallel spends can never overdraw. balance is always a SUM of the ledger,
-- never a number edited on its own.
CREATE TABLE wallet_balances (
  user_id INTEGER NOT NULL REFERENCES users (id),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  kind TEXT NOT NULL CHECK (kind IN ('REFUNDABLE', 'MARKETING')),
  balance INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, currency, kind),
  CONSTRAINT wallet_balance_negative CHECK (balance >= 0)
) WITHOUT ROWID;

-- What the loyalty club and refer-a-friend (after-purchase issue) act on: one row per kind per
-- order. amount is the order's total in minor units.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('LOYALTY_PURCHASE', 'REFERRAL_PURCHASE')),
  user_id INTEGER NOT NULL REFERENCES users (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  created_at TEXT NOT NULL,
  processed_at TEXT,
  UNIQUE (kind, order_id)
);
CREATE INDEX order_events_unprocessed ON order_events (kind, created_at) WHERE processed_at IS NULL;
