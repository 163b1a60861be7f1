-- Accounts core (transactions §3 'User profile', §6 roles, §7 'Account'). Passwords are stored
-- only as PBKDF2 hashes with their own salt and iteration count, so the count can be raised
-- later and old hashes still verify. Session tokens are stored only as their SHA-256: a
-- database leak must not hand out working sessions.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  password_hash TEXT,
  password_salt TEXT,
  password_iterations INTEGER,
  brand TEXT NOT NULL,
  created_at TEXT NOT NULL,
  locked_until TEXT,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  deleted_at TEXT,
  express_registered INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  remember_me INTEGER NOT NULL DEFAULT 0,
  ip TEXT,
  user_agent TEXT
);

CREATE INDEX sessions_user ON sessions (user_id);

-- One row per login attempt, keyed 'ip:<address>' or 'email:<address>', for the rate limits.
CREATE TABLE login_attempts (
  key TEXT NOT NULL,
  at TEXT NOT NULL
);

CREATE INDEX login_attempts_key_at ON login_attempts (key, at);
