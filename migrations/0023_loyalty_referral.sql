-- The loyalty club (transactions §3 'Loyalty club', §5, §9) and refer-a-friend (§3 'Referral',
-- §4, §9). Points are a ledger like the wallet (DESIGN 'Money'): a balance is the sum of its
-- rows, never a number edited in place. Instants are UTC ISO strings.

-- One row per movement of points: + earned (purchase, share-deal, view-deal), − exchanged or
-- expired. reference makes every movement happen once: 'order:{id}', 'share:{deal}:{day}',
-- 'view:{deal}:{day}', 'exchange:{key}', 'expiry:{credit row id}'; a second insert fails the
-- batch it is in, so a job or a retried request run twice changes nothing. expires_at is set on
-- earned rows only (§9 "valid 6 months").
CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  points INTEGER NOT NULL CHECK (points <> 0),
  reason TEXT NOT NULL CHECK (reason IN ('PURCHASE', 'SHARE_DEAL', 'VIEW_DEAL', 'EXCHANGE', 'EXPIRY')),
  reference TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  UNIQUE (user_id, reference)
);
CREATE INDEX points_ledger_by_user ON points_ledger (user_id, created_at);
CREATE INDEX points_ledger_expiring ON points_ledger (expires_at) WHERE expires_at IS NOT NULL;

-- The guard on exchanges, like wallet_balances: set to the ledger's SUM in the same batch as
-- the debit; the CHECK fails the batch when two parallel exchanges would overspend.
CREATE TABLE points_balances (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  balance INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  CONSTRAINT points_balance_negative CHECK (balance >= 0)
);

-- A customer's personal referral link (/r/{code}) and its counters (§3 'links shared, links
-- opened').
CREATE TABLE referral_codes (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  code TEXT NOT NULL UNIQUE,
  links_shared INTEGER NOT NULL DEFAULT 0 CHECK (links_shared >= 0),
  links_opened INTEGER NOT NULL DEFAULT 0 CHECK (links_opened >= 0),
  created_at TEXT NOT NULL
);

-- A friend who joined through a link: attributed once (friend_user_id is the key). order_id is
-- the friend's first order; status is §4's PENDING → CREDITED or CANCELLED, NULL until that
-- order exists. amount/currency are the referrer's credit (§9: 10 in the referrer's currency).
CREATE TABLE referrals (
  friend_user_id INTEGER PRIMARY KEY REFERENCES users (id),
  referrer_user_id INTEGER NOT NULL REFERENCES users (id),
  joined_at TEXT NOT NULL,
  order_id INTEGER REFERENCES orders (id),
  ordered_at TEXT,
  status TEXT CHECK (status IS NULL OR status IN ('PENDING', 'CREDITED', 'CANCELLED')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  decided_at TEXT,
  CONSTRAINT referral_not_self CHECK (friend_user_id <> referrer_user_id)
);
CREATE INDEX referrals_by_referrer ON referrals (referrer_user_id);
CREATE INDEX referrals_pending ON referrals (status) WHERE status = 'PENDING';

-- One row per credited referral, written in the wallet credit's batch: its key makes a second
-- credit of the same friend fail the whole batch, so parallel or repeated jobs pay once.
CREATE TABLE referral_rewards (
  friend_user_id INTEGER PRIMARY KEY REFERENCES referrals (friend_user_id),
  credited_at TEXT NOT NULL
);
