-- Discovery (storefront §2 listings, §7 feed, search, sponsored and social-cue calls):
-- the catalogue version that keys the KV feed cache, sponsored ads, recent purchases for
-- social cues, and the indexes the listing queries walk.

-- DESIGN 'Caching': "catalogue writes bump a version in the key so nothing stale survives a
-- change". One row; every feed request reads it by primary key. Triggers bump it, so the
-- back office, the seed and any future writer need not remember to.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);

-- deals: every write except a purchase counting itself (total_bought alone), so a busy
-- checkout does not empty the feed cache on every order; cards' "N bought" may lag by up to
-- the cache's fresh window. A new deals column must be added to this list.
CREATE TRIGGER catalog_version_deal_insert AFTER INSERT ON deals
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_deal_delete AFTER DELETE ON deals
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_deal_update AFTER UPDATE OF
  id, country_code, brand, location_id, category_id, subcategory_id, merchant_id, headline, title,
  description, fine_print, highlights, deal_prefix, price, original_price, vip_price,
  vip_discount_percentage, currency, price_text, price_per_person, min_postage_price,
  delivery_type, opens_at, closing_date, open, enable_buy_closed_deal, purchase_cap,
  daily_purchase_cap, weekly_purchase_cap, deal_type, high_fraud_risk, mhu, lead_gen,
  booking_calendar_on_redemption, deposit_price, deposit_available, dynamic_travel_package_price,
  social_cue_claim, promo_type, product_display_type, redeem_location_url, display_discount,
  display_show_price, display_early_bird, display_last_chance, display_discount_amount,
  display_dynamic_travel_deal, display_click_and_collect, display_vip_discount_allowed,
  display_show_price_text, vip_user_interface_variant, vip_only, is_evergreen, evergreen_slug,
  tags, created_at, lead_in_price_date, sort_score
  ON deals
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;

-- deal_products: lists show a product only through the deal's sold-out state, so stock
-- counters going down with each order bump the version only when a deal may change state
-- (a product selling out or coming back, or moving between deals).
CREATE TRIGGER catalog_version_product_insert AFTER INSERT ON deal_products
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_delete AFTER DELETE ON deal_products
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_update AFTER UPDATE ON deal_products
WHEN old.deal_id IS NOT new.deal_id
  OR old.sold_out IS NOT new.sold_out
  OR (old.total_remaining IS NULL) IS NOT (new.total_remaining IS NULL)
  OR (old.total_remaining = 0) IS NOT (new.total_remaining = 0)
  OR old.price IS NOT new.price
  OR old.original_price IS NOT new.original_price
  OR old.vip_price IS NOT new.vip_price
  OR old.vip_exclusive IS NOT new.vip_exclusive
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_version_image_insert AFTER INSERT ON deal_images
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_image_update AFTER UPDATE ON deal_images
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_image_delete AFTER DELETE ON deal_images
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER catalog_version_category_insert AFTER INSERT ON categories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_category_update AFTER UPDATE ON categories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_category_delete AFTER DELETE ON categories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_subcategory_insert AFTER INSERT ON subcategories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_subcategory_update AFTER UPDATE ON subcategories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_subcategory_delete AFTER DELETE ON subcategories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_location_insert AFTER INSERT ON locations
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_location_update AFTER UPDATE ON locations
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_location_delete AFTER DELETE ON locations
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;

-- Search tags one row each (deals.tags holds them comma-separated), so a gift-finder or
-- personality listing (/deals/{location}/special/gifts-for-mum) seeks its few deals by tag
-- instead of reading every deal's tag list. Kept by triggers like the FTS tables. A tag list
-- that is not plain text (quotes, backslashes) is escaped into the JSON array; json_valid keeps
-- anything stranger from failing the deal's write.
CREATE TABLE deal_tags (
  tag TEXT NOT NULL,
  deal_id INTEGER NOT NULL,
  PRIMARY KEY (tag, deal_id)
) WITHOUT ROWID;
CREATE INDEX deal_tags_by_deal ON deal_tags (deal_id);

CREATE TRIGGER deal_tags_after_insert AFTER INSERT ON deals
BEGIN
  INSERT OR IGNORE INTO deal_tags (tag, deal_id)
  SELECT lower(trim(j.value)), new.id
  FROM (SELECT '["' || replace(replace(replace(new.tags, '\', '\\'), '"', '\"'), ',', '","') || '"]'
          AS list) t,
       json_each(CASE WHEN json_valid(t.list) THEN t.list ELSE '[]' END) j
  WHERE trim(j.value) <> '';
END;

CREATE TRIGGER deal_tags_after_update AFTER UPDATE OF id, tags ON deals
BEGIN
  DELETE FROM deal_tags WHERE deal_id = old.id;
  INSERT OR IGNORE INTO deal_tags (tag, deal_id)
  SELECT lower(trim(j.value)), new.id
  FROM (SELECT '["' || replace(replace(replace(new.tags, '\', '\\'), '"', '\"'), ',', '","') || '"]'
          AS list) t,
       json_each(CASE WHEN json_valid(t.list) THEN t.list ELSE '[]' END) j
  WHERE trim(j.value) <> '';
END;

CREATE TRIGGER deal_tags_after_delete AFTER DELETE ON deals
BEGIN
  DELETE FROM deal_tags WHERE deal_id = old.id;
END;

-- Deals already in the catalogue when this migration runs.
INSERT OR IGNORE INTO deal_tags (tag, deal_id)
SELECT lower(trim(j.value)), d.id
FROM deals d,
     json_each(
       CASE
         WHEN json_valid('["' || replace(replace(replace(d.tags, '\', '\\'), '"', '\"'), ',', '","') || '"]')
         THEN '["' || replace(replace(replace(d.tags, '\', '\\'), '"', '\"'), ',', '","') || '"]'
         ELSE '[]'
       END
     ) j
WHERE trim(j.value) <> '';

-- Storefront §3 'Sponsored ad: adId, deal id'. A search shows up to three ads whose deal
-- matches the query, highest bid first; impressions and clicks are the tracking calls (§7).
CREATE TABLE sponsored_ads (
  ad_id INTEGER PRIMARY KEY,
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  -- Cost per click in the deal's minor units; ranks ads competing for one query.
  bid INTEGER NOT NULL CHECK (bid > 0),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK (ends_at > starts_at)
);
CREATE INDEX sponsored_ads_live ON sponsored_ads (active, bid DESC, deal_id);
CREATE INDEX sponsored_ads_by_deal ON sponsored_ads (deal_id);

-- Purchases as social proof (§3 'Social cue counts: lastSixHours, lastTwelveHours,
-- lastTwentyFourHours'). The checkout writes a row per order line; the seed writes recent ones.
CREATE TABLE deal_purchases (
  id INTEGER PRIMARY KEY,
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  product_id INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  purchased_at TEXT NOT NULL
);
CREATE INDEX deal_purchases_by_deal ON deal_purchases (deal_id, purchased_at);

-- Listing pages filter a country's deals by category or subcategory and read them in
-- sort-score order, stopping at the page's end.
CREATE INDEX deals_feed_by_category ON deals (country_code, category_id, sort_score DESC, id);
CREATE INDEX deals_feed_by_subcategory ON deals (country_code, subcategory_id, sort_score DESC, id);
-- Facet counts and price stats visit every deal a listing matches (a town's page matches most
-- of its country's national deals). Holding every column they filter on, this index answers
-- them without reading the wide deal rows: about 2 ms instead of 20 ms at 20,000 deals.
CREATE INDEX deals_listing_cover ON deals (
  country_code, category_id, subcategory_id, location_id, deal_type, open, vip_only, opens_at,
  closing_date, brand, price, vip_price, sort_score
);
