-- The flight a stay's basket line was quoted with (IATA code of the departure airport): the
-- checkout and the order price its supplement as the calendar did. NULL: no flight.
ALTER TABLE basket_lines ADD COLUMN departure_airport TEXT
  CHECK (departure_airport IS NULL OR departure_airport GLOB '[A-Z][A-Z][A-Z]');
