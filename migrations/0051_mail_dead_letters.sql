-- Mail queue messages the queue gave up on (max_retries), recorded by the dead-letter queue's
-- consumer (services/email/stuck-mail-service.ts) for /admin/stuck-mail. The message holds an
-- outbox id only; the outbox row stays the record of the mail itself.
CREATE TABLE mail_dead_letters (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL UNIQUE,
  outbox_id INTEGER,
  attempts INTEGER NOT NULL,
  received_at TEXT NOT NULL,
  retried_at TEXT
);
CREATE INDEX mail_dead_letters_open ON mail_dead_letters (retried_at, id);
