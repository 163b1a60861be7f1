-- Postcode and Eircode lookup (transactions §5 "Postcode and Eircode lookup"; §7 'Address').
-- Reference data, filled by the seed (scripts/seed/postcodes.ts) rather than a provider: one
-- row per deliverable address. A UK postcode covers a street's worth of addresses; an Eircode
-- names exactly one.
CREATE TABLE postcode_addresses (
  id INTEGER PRIMARY KEY,
  -- Normal form as parsePostcode gives it: 'SW11 1AB', 'D02 X285'.
  postcode TEXT NOT NULL CHECK (length(postcode) BETWEEN 6 AND 8),
  country_code TEXT NOT NULL CHECK (country_code IN ('gb', 'ie')),
  line1 TEXT NOT NULL,
  line2 TEXT,
  town TEXT NOT NULL,
  county TEXT
);
CREATE INDEX postcode_addresses_by_postcode ON postcode_addresses (postcode, id);
