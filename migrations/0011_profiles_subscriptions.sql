-- Accounts, issue 5: the profile page's own fields, email subscriptions and account deletion
-- (transactions §3 'User profile', §7 'Account', §8 subscription messages, §9 'Account deletion
-- up to 24 hours').

-- What /myaccount/profile edits beyond the names: an optional UK/IE phone kept in E.164, and a
-- home location short name (storefront §3 'Location'). deletion_requested_at marks an account
-- already anonymised and waiting for the deletion job to remove the rest.
ALTER TABLE users ADD COLUMN phone TEXT;
ALTER TABLE users ADD COLUMN location_short_name TEXT;
ALTER TABLE users ADD COLUMN deletion_requested_at TEXT;

-- Email marketing consent, one row per address and brand; it exists for visitors without an
-- account too (the footer and lightbox sign-ups). "A location is required for subscribing" (§5),
-- so location_short_name is NOT NULL. preferences is JSON: {"frequency":"daily"|"weekly",
-- "categories":[short names]}.
CREATE TABLE email_subscriptions (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  brand TEXT NOT NULL,
  location_short_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('SUBSCRIBED', 'UNSUBSCRIBED')),
  preferences TEXT NOT NULL DEFAULT '{"frequency":"daily","categories":[]}'
    CHECK (json_valid(preferences)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (email, brand)
);

-- Unsubscribe and preferences links. Every email carries its own random token and only its
-- SHA-256 is kept, so a database leak cannot unsubscribe anybody and an older email's link keeps
-- working after a newer one is sent.
CREATE TABLE subscription_tokens (
  token_hash TEXT PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES email_subscriptions (id),
  created_at TEXT NOT NULL
);

CREATE INDEX subscription_tokens_subscription ON subscription_tokens (subscription_id);

-- Deletion requests (§9: full deletion within 24 hours). The users row is anonymised at once;
-- the old address waits here only until the job has removed the rows still keyed by it
-- (subscriptions, login attempts, outbox), then it is cleared too.
CREATE TABLE account_deletions (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  email TEXT COLLATE NOCASE,
  requested_at TEXT NOT NULL,
  completed_at TEXT
);

CREATE INDEX account_deletions_pending ON account_deletions (completed_at, requested_at);
