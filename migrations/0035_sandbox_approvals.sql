-- sandbox_approvals: the local sandbox's stand-in for a wallet or pay-later provider's approval
-- (PayPal and PayPal Credit, Klarna, Clearpay, Apple Pay, Google Pay). The checkout opens one
-- for the basket's amount, the shopper decides on the sandbox page, and the order spends it once
-- as its payment token. Only the token's SHA-256 is kept, as for payment_tokens.
CREATE TABLE sandbox_approvals (
  token_hash TEXT PRIMARY KEY,
  method TEXT NOT NULL CHECK (method IN ('paypal', 'paypal_credit', 'klarna', 'clearpay', 'google_pay', 'apple_pay')),
  basket_token TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  status TEXT NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'CANCELLED', 'TIMED_OUT')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
