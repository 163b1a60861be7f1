-- Storefront §3 Deal 'productDisplay (type; row and column with header and items)': a deal whose
-- products form a grid (a colour in each row, a size in each column) names its two axes, so the
-- picker can ask 'Colour' then 'Size' instead of listing every pairing. deal_products.row_id and
-- column_id are the positions here. The header is kept on each item: an axis has a handful of
-- items and is always read whole, so a separate header table would only add a join.
CREATE TABLE deal_product_axes (
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  axis TEXT NOT NULL CHECK (axis IN ('row', 'column')),
  position INTEGER NOT NULL CHECK (position >= 1),
  header TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (deal_id, axis, position)
);
