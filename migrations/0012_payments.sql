-- Payments (transactions §1 providers, §3 payment instrument, DESIGN 'Payments').
--
-- payment_tokens: the sandbox tokenizer's single-use card tokens. Only the token's SHA-256 is
-- kept (a leaked table hands out no usable token), and never the card number or the security
-- code: last4, brand and expiry are what a receipt may show. sandbox_outcome is the test-card
-- behaviour the sandbox gateway replays (services/payments/sandbox-test-cards.ts).
CREATE TABLE payment_tokens (
  token_hash TEXT PRIMARY KEY,
  last4 TEXT NOT NULL,
  brand TEXT NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD')),
  exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year INTEGER NOT NULL,
  sandbox_outcome TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- payment_authorisations: one row per payment attempt, keyed by the checkout's idempotency key
-- so a retry or a double click finds the first attempt instead of charging again. PENDING is
-- the short in-flight state between claiming the key and the provider's answer. order_id stays
-- NULL until the order is written; the reconciliation job voids AUTHORISED rows that never got
-- one (issue 6 'reconciled'). Amounts are integer minor units.
CREATE TABLE payment_authorisations (
  id TEXT PRIMARY KEY,
  gateway TEXT NOT NULL CHECK (gateway IN ('SANDBOX', 'BRAINTREE', 'KLARNA', 'CLEARPAY')),
  idempotency_key TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  status TEXT NOT NULL CHECK (
    status IN ('PENDING', 'AUTHORISED', 'CAPTURED', 'VOIDED', 'REFUNDED', 'DECLINED')
  ),
  failure_code TEXT,
  gateway_reference TEXT,
  order_reference TEXT NOT NULL,
  order_id INTEGER,
  captured_amount INTEGER NOT NULL DEFAULT 0,
  refunded_amount INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- A provider's reference names one transaction; NULLs (pending, declined) do not collide.
CREATE UNIQUE INDEX payment_authorisations_reference
  ON payment_authorisations (gateway, gateway_reference);
CREATE INDEX payment_authorisations_orphans ON payment_authorisations (status, created_at)
  WHERE order_id IS NULL;
