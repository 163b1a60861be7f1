-- Mail a brand would send, and the daily deals email (issue 33).

-- Each message leaves from its brand's own sender, and marketing mail carries RFC 8058's
-- List-Unsubscribe headers; both are chosen when the row is written, like its bodies. Rows
-- written before this have neither and go out with the mail API's default sender.
ALTER TABLE email_outbox ADD COLUMN from_address TEXT;
ALTER TABLE email_outbox ADD COLUMN headers TEXT CHECK (headers IS NULL OR json_valid(headers));

-- At most one daily deals email per subscription and local day. The daily job claims the row
-- in the same D1 batch that writes the mail to the outbox (INSERT … SELECT WHERE changes() > 0),
-- so a second run, an overlapping run or a run after a crash half-way finds the day taken and
-- writes nothing twice, and no claim is kept without its mail.
CREATE TABLE daily_deal_mails (
  subscription_id INTEGER NOT NULL REFERENCES email_subscriptions (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (subscription_id, day)
) WITHOUT ROWID;

CREATE INDEX daily_deal_mails_day ON daily_deal_mails (day);

-- Addresses no marketing mail goes to: a hard bounce or a complaint the mail API reported, or a
-- person's request by hand. Transactional mail (an order's confirmation) still goes.
CREATE TABLE email_suppressions (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  reason TEXT NOT NULL CHECK (reason IN ('BOUNCE', 'COMPLAINT', 'MANUAL')),
  created_at TEXT NOT NULL
);
