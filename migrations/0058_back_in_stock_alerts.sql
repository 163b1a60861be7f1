-- Back-in-stock alerts: the deal page's out-of-stock "notify me" form (storefront §4 'out of
-- stock with notify-me') signs an address up for one email when the deal can be bought again.
-- email is stored trimmed and lower-case, so the UNIQUE makes a second sign-up (any case) the
-- same row: signing up twice is one alert and one email. notified_at is the claim the sending
-- job takes in the batch that writes the mail (services/stock/back-in-stock-job.ts): NULL while
-- waiting, set by the one run whose conditional UPDATE wins, so no run, repeated or overlapping,
-- mails an alert twice. Only a new sign-up, taken while the deal is sold out again, clears it.
CREATE TABLE back_in_stock_alerts (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL REFERENCES brands (id),
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email = lower(trim(email))),
  created_at TEXT NOT NULL,
  notified_at TEXT,
  UNIQUE (brand, deal_id, email)
);
-- The job's scan: alerts still waiting, by deal.
CREATE INDEX back_in_stock_alerts_waiting ON back_in_stock_alerts (deal_id, id)
  WHERE notified_at IS NULL;
