-- Issue 29 (limits a burst walks through): the failed-password lock of an email that has no
-- account, kept as users.failed_logins and locked_until are, so it locks and unlocks exactly as
-- an account would and the lock tells nobody who has one (issue 9). Keyed 'email:<address>' for
-- the customer sign-in and 'staff:<address>' for the staff one. Counted and decided in one
-- upsert (storage/sign-in-lock.ts), so a burst cannot all read the same count.
CREATE TABLE sign_in_locks (
  key TEXT PRIMARY KEY,
  failed_logins INTEGER NOT NULL,
  locked_until TEXT,
  updated_at TEXT NOT NULL
);

CREATE INDEX sign_in_locks_updated ON sign_in_locks (updated_at);
