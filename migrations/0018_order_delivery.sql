-- Where an order's posted goods go (issue 6: a 'postage' deal or a gift pack needs a delivery
-- address): the DeliveryAddress the order was placed with, as JSON (line1, line2, town, county,
-- postcode), checked and normalised by the order service. NULL when nothing is posted, and set
-- back to NULL when the account is deleted, like passengers.
ALTER TABLE orders ADD COLUMN delivery_address TEXT
  CHECK (delivery_address IS NULL OR json_valid(delivery_address));
