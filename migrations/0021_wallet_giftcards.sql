-- Wallet credit from outside orders (transactions §4 'Credit claim link', §6 gift code, §9
-- validity): gift cards, credit-claim campaigns, e-gift claim codes, and the expiry guard on
-- the ledger. Money is integer minor units; instants are UTC ISO strings.

-- An EXPIRY row writes off one lapsed credit's unspent remainder (reference 'lot:<row id>',
-- shared/domain/wallet/credit-lots.ts). Unique, so two overlapping expiry jobs cannot both
-- write off the same credit: the second batch fails whole and changes nothing.
CREATE UNIQUE INDEX wallet_ledger_expiry_once ON wallet_ledger (reference)
  WHERE reason = 'EXPIRY';

-- Gift cards are bearer secrets: only a SHA-256 of the normalised code is kept, with its last
-- four characters for support. Valid 6 months from issue if unredeemed (§9). Redeeming sets
-- redeemed_by/redeemed_at with a conditional UPDATE in the same batch as the wallet credit.
CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  code_hash TEXT NOT NULL UNIQUE,
  last4 TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  issued_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  redeemed_by INTEGER REFERENCES users (id),
  redeemed_at TEXT,
  CONSTRAINT gift_card_redeemed_whole CHECK ((redeemed_by IS NULL) = (redeemed_at IS NULL))
);

-- Credit-claim links (/credit?credit_validation=<digits>): each campaign gives MARKETING credit
-- once per customer, up to max_claims customers in all.
CREATE TABLE credit_campaigns (
  code TEXT PRIMARY KEY CHECK (code GLOB '[0-9]*' AND code NOT GLOB '*[^0-9]*'),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  kind TEXT NOT NULL DEFAULT 'MARKETING' CHECK (kind IN ('MARKETING', 'REFUNDABLE')),
  expires_at TEXT NOT NULL,
  credit_days INTEGER NOT NULL CHECK (credit_days > 0),
  max_claims INTEGER NOT NULL CHECK (max_claims > 0),
  claims INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT credit_campaign_full CHECK (claims <= max_claims)
) WITHOUT ROWID;

CREATE TABLE credit_claims (
  code TEXT NOT NULL REFERENCES credit_campaigns (code),
  user_id INTEGER NOT NULL REFERENCES users (id),
  claimed_at TEXT NOT NULL,
  PRIMARY KEY (code, user_id)
) WITHOUT ROWID;

-- One claim code per e-gift order, issued by the gift-claim job (hash only; the code itself goes
-- to the recipient by email). Claiming moves the order's vouchers to the claimant once.
CREATE TABLE gift_claims (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id),
  code_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  claimed_by INTEGER REFERENCES users (id),
  claimed_at TEXT
);

-- A gift card credits a wallet once: the loser of two parallel redemptions fails its whole batch
-- on this index, whatever the timing of its conditional UPDATE.
CREATE UNIQUE INDEX wallet_ledger_gift_card_once ON wallet_ledger (reference)
  WHERE reason = 'GIFT_CARD';
