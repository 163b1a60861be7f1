-- Google and Facebook sign-in (transactions §7 'Facebook authenticate, Google login, Google user
-- registration'). An identity is the provider's stable subject id, never the email: an email can
-- change hands at the provider, the subject cannot. The email is kept as the provider gave it,
-- for support. A user may hold several identities; each identity belongs to one user.
CREATE TABLE user_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
);

CREATE INDEX user_identities_user ON user_identities (user_id);
