-- How the shopper of an order arrived (storefront §9's marketing cookies, read when the order is
-- placed): source, medium and campaign from the utm tags, and the click and group ids. One row
-- per order, only for orders whose shopper carried any; a table of its own (not order columns)
-- so the order's placement batch is left as it is and the attribution can be recorded after it.
CREATE TABLE order_attributions (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id),
  source TEXT CHECK (source IS NULL OR length(source) <= 100),
  medium TEXT CHECK (medium IS NULL OR length(medium) <= 100),
  campaign TEXT CHECK (campaign IS NULL OR length(campaign) <= 100),
  affiliate_click_id TEXT CHECK (affiliate_click_id IS NULL OR length(affiliate_click_id) <= 200),
  search_click_id TEXT CHECK (search_click_id IS NULL OR length(search_click_id) <= 200),
  group_id TEXT CHECK (group_id IS NULL OR length(group_id) <= 200),
  facebook_click_id TEXT CHECK (facebook_click_id IS NULL OR length(facebook_click_id) <= 200),
  recorded_at TEXT NOT NULL
);
