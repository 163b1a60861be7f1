-- Back office (issue 10 'Roles and access'): merchant and admin users with their own sign-in,
-- kept apart from shoppers' users and sessions so a shopper's token can never open a back-office
-- route. Passwords and session tokens are stored like the customers' (0008): PBKDF2 hashes with
-- their own salt and count, and only the SHA-256 of a token.
CREATE TABLE staff_users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('merchant', 'admin')),
  -- A merchant user belongs to exactly one merchant; an admin to none or any.
  merchant_id INTEGER REFERENCES merchants (id),
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  locked_until TEXT,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  disabled_at TEXT,
  CHECK (role = 'admin' OR merchant_id IS NOT NULL)
);

-- Staff sessions last 12 hours: a working day, never "remember me" on a shared till.
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff_users (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  ip TEXT,
  user_agent TEXT
);

CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Every back-office change (who, when, what, before/after), written in the same batch as the
-- change itself so neither can land without the other. The actor is kept by id and role, with no
-- foreign key: the log outlives the user (a re-seed removes merchant users with the catalogue).
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  actor_id INTEGER NOT NULL,
  actor_role TEXT NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id);
CREATE INDEX audit_log_actor ON audit_log (actor_id, id);
