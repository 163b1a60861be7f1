-- A deposit line's balance reminder is mailed once (transactions §4 'Deposit vouchers': the
-- balance is paid later): the job claims the line by setting this before it mails.
ALTER TABLE order_lines ADD COLUMN balance_reminded_at TEXT;
