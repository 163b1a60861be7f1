-- Bound tokens (issue 32): a payment token pays once, for the basket, the shopper, the method
-- and the amount it was made for (src/shared/domain/payment/payment-binding.ts). The sandbox's
-- approvals already keep their basket, method and amount; these columns add who made each
-- token. NULL is a token made without a signed-in session, which binds no shopper.
ALTER TABLE payment_tokens ADD COLUMN shopper_id INTEGER;
ALTER TABLE sandbox_approvals ADD COLUMN shopper_id INTEGER;

-- provider_payment_bindings: what a production provider's session or checkout was created for,
-- so the token that comes back from the shopper's browser is held to it. Clearpay's checkout
-- token is itself the payment token (keyed by its SHA-256). Klarna's authorization_token is
-- issued by Klarna's widget, not to us, so the row for a Klarna session is keyed by the
-- session id's SHA-256 and an attempt spends the shopper's unused session for exactly this
-- payment. used_at makes each row good for one payment.
CREATE TABLE provider_payment_bindings (
  gateway TEXT NOT NULL CHECK (gateway IN ('KLARNA', 'CLEARPAY')),
  token_hash TEXT NOT NULL,
  method TEXT NOT NULL,
  subject TEXT NOT NULL,
  shopper_id INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (gateway, token_hash)
) WITHOUT ROWID;

CREATE INDEX provider_payment_bindings_open
  ON provider_payment_bindings (gateway, shopper_id, subject)
  WHERE used_at IS NULL;
