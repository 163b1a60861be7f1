-- Storefront §3 Deal 'bundle (children with businessName, vatNumber, locations)': a bundle deal
-- sells the services of several businesses under one deal. Each child is a merchant (its name,
-- VAT number and addresses come from merchants and merchant_addresses), listed in order.
CREATE TABLE deal_bundle_children (
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  PRIMARY KEY (deal_id, position)
);
