-- Travel availability (storefront §3 'Calendar day', 'Flights'): a year of days per
-- calendar product, and flight options for packages that include them.

CREATE TABLE travel_calendar_days (
  deal_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  -- Arrival date in the brand's local zone, YYYY-MM-DD.
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  price INTEGER NOT NULL CHECK (price >= 0),
  vip_price INTEGER CHECK (vip_price IS NULL OR vip_price BETWEEN 0 AND price),
  open_for_sale INTEGER NOT NULL DEFAULT 1 CHECK (open_for_sale IN (0, 1)),
  open_for_arrival INTEGER NOT NULL DEFAULT 1 CHECK (open_for_arrival IN (0, 1)),
  open_for_departure INTEGER NOT NULL DEFAULT 1 CHECK (open_for_departure IN (0, 1)),
  sold_out INTEGER NOT NULL DEFAULT 0 CHECK (sold_out IN (0, 1)),
  -- §5: supported nights are 1 to 16.
  min_length_of_stay INTEGER NOT NULL DEFAULT 1 CHECK (min_length_of_stay BETWEEN 1 AND 16),
  max_length_of_stay INTEGER NOT NULL DEFAULT 16
    CHECK (max_length_of_stay BETWEEN min_length_of_stay AND 16),
  additional_cost_text TEXT,
  vip_discount_allowed INTEGER NOT NULL DEFAULT 0 CHECK (vip_discount_allowed IN (0, 1)),
  PRIMARY KEY (deal_id, product_id, date),
  FOREIGN KEY (product_id, deal_id) REFERENCES deal_products (id, deal_id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE flights (
  id INTEGER PRIMARY KEY,
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  -- Outbound date, YYYY-MM-DD; the inbound date follows from the chosen number of nights.
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  departure_airport TEXT NOT NULL CHECK (length(departure_airport) = 3),
  arrival_airport TEXT NOT NULL CHECK (length(arrival_airport) = 3),
  outbound_departure_time TEXT NOT NULL,
  outbound_arrival_time TEXT NOT NULL,
  inbound_departure_time TEXT NOT NULL,
  inbound_arrival_time TEXT NOT NULL,
  -- Added to (or, when negative, taken off) the package price; minor units.
  price_diff INTEGER NOT NULL DEFAULT 0,
  UNIQUE (deal_id, date, departure_airport)
);
