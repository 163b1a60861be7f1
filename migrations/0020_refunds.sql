-- After the purchase (transactions §4, §9): refunds, returns, VVE extensions, deposit balance
-- payments and unredeemed-voucher auto-credit. Money is integer minor units; instants are UTC
-- ISO strings. Each table is keyed so its action happens once per voucher (or per order line)
-- however many requests or job runs race for it.

-- One refund per voucher (UNIQUE voucher_id): the row is the claim, so of parallel requests
-- exactly one inserts it and the rest answer 'already refunded'. voucher_ready is the guard the
-- INSERT computes from vouchers (1 while READY_TO_REDEEM and the customer's): a redeemed or
-- foreign voucher fails the whole batch, ledger credit included. A CASH refund is PENDING while
-- the gateway is asked and COMPLETED after; a failed card refund deletes its claim.
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL UNIQUE REFERENCES vouchers (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  type TEXT NOT NULL CHECK (type IN ('ON_DEMAND_REFUND', 'RETURN')),
  basis TEXT NOT NULL CHECK (basis IN ('GUARANTEE', 'PROTECTION', 'RETURN')),
  method TEXT NOT NULL CHECK (method IN ('WALLET', 'CASH')),
  reason TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  wallet_amount INTEGER NOT NULL CHECK (wallet_amount >= 0),
  cash_amount INTEGER NOT NULL CHECK (cash_amount >= 0),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'COMPLETED')),
  voucher_ready INTEGER NOT NULL CHECK (voucher_ready = 1),
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX refunds_by_user ON refunds (user_id, created_at DESC);

-- Returns of goods (§7 create-return-order, returns label): one per voucher; label_reference is
-- what the printed label shows.
CREATE TABLE voucher_returns (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL UNIQUE REFERENCES vouchers (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  reason TEXT NOT NULL,
  label_reference TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Which voucher a VVE add-on line extends (§7 addon; §9 'extension up to 3 months').
ALTER TABLE basket_lines ADD COLUMN extends_voucher_id INTEGER REFERENCES vouchers (id);

-- Extensions applied by jobs/extensions.ts: one per paid add-on basket line (the job's
-- idempotency key), and at most one per voucher.
CREATE TABLE voucher_extensions (
  basket_line_id TEXT PRIMARY KEY,
  voucher_id INTEGER NOT NULL UNIQUE REFERENCES vouchers (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  previous_expires_at TEXT NOT NULL,
  new_expires_at TEXT NOT NULL,
  applied_at TEXT NOT NULL
) WITHOUT ROWID;

-- A deposit line's balance paid later (§4 'Deposit vouchers'): one payment per order line.
CREATE TABLE deposit_balance_payments (
  order_line_id TEXT PRIMARY KEY REFERENCES order_lines (id),
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  gateway TEXT NOT NULL,
  gateway_reference TEXT NOT NULL,
  paid_at TEXT NOT NULL
) WITHOUT ROWID;

-- Unredeemed vouchers turned into wallet credit at expiry (§9): once per voucher. voucher_unused
-- is computed by the INSERT from vouchers (1 while unredeemed and unrefunded), so a voucher
-- refunded or redeemed meanwhile fails the batch, credit included.
CREATE TABLE voucher_auto_credits (
  voucher_id INTEGER PRIMARY KEY REFERENCES vouchers (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  voucher_unused INTEGER NOT NULL CHECK (voucher_unused = 1),
  credited_at TEXT NOT NULL
);
