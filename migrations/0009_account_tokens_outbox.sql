-- Accounts, issue 5: registration variants, password reset/activation, express-buy tokens and
-- outbound email (transactions §7 'Account', DESIGN 'Email and jobs').

-- §3 'tpl' (third-party login): set by social sign-in, so a password-less user who signs in
-- with Google or Facebook is not asked to activate a password. Kept as a column so the
-- subscription-details answer does not depend on the identities table.
ALTER TABLE users ADD COLUMN third_party_login INTEGER NOT NULL DEFAULT 0;
-- Which of §7's three registration endpoints created the account: password, express, paypal.
ALTER TABLE users ADD COLUMN registration_source TEXT NOT NULL DEFAULT 'password';

-- Single-use secrets mailed or handed to the browser: password reset, password activation and
-- express-buy tokens. Only the SHA-256 of a token is kept; a database leak hands out nothing
-- usable. used_at is set once, atomically, by the UPDATE that redeems it.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id),
  email TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX account_tokens_expires ON account_tokens (expires_at);

-- Every outgoing email is written here inside the request and sent by the cron's flush, so a
-- slow or failing mail API never fails a request and nothing is lost when it is down.
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);

CREATE INDEX email_outbox_pending ON email_outbox (sent_at, id);
CREATE INDEX email_outbox_to ON email_outbox (to_address, id);
