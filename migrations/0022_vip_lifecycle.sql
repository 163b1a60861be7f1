-- The VIP membership after its purchase (transactions §4 'VIP cancellation', §9 'VIP retention
-- 50% off next renewal'): the cancellation flow's answers and the renewal the cron prepares.
-- Money is integer minor units; instants are UTC ISO strings.

-- Why the member started to cancel (the flow's first step). Kept after they stay, so a second
-- attempt goes straight on to the offer or the confirmation.
ALTER TABLE vip_memberships ADD COLUMN cancel_reason TEXT;
-- The member took the retention offer; it is offered once per membership.
ALTER TABLE vip_memberships ADD COLUMN retention_offer_accepted_at TEXT;
-- What the next year costs: NULL is the list price (4.99), the retention offer halves it.
ALTER TABLE vip_memberships ADD COLUMN renewal_price INTEGER CHECK (renewal_price >= 0);
-- When the renewal job mailed the pay link (a pending renewal); NULL until then, so a second
-- run of the job sends nothing. Paying extends expires_at by a year and clears it.
ALTER TABLE vip_memberships ADD COLUMN renewal_requested_at TEXT;
-- The card payment that bought or last renewed the membership outside a deal order (POST
-- /vip/subscribe): a retry of the same payment finds its membership instead of paying twice.
ALTER TABLE vip_memberships ADD COLUMN payment_reference TEXT;

CREATE INDEX vip_memberships_active_expiry ON vip_memberships (status, expires_at);
