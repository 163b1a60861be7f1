-- A brand is data (issue 36 item 4): the brands a row may name live in `brands`, and every
-- `brand` column that had CHECK (brand IN ('dealio', ...)) refers to it instead, so a new brand
-- is a row here (a later migration) plus its entry in src/shared/config/brands.ts, whose ids
-- must match these rows (test/worker/brands-table.test.ts checks both ways).
--
-- SQLite cannot change a column's constraint, so each table is rebuilt: its rows are copied
-- aside, the table dropped and created again from its current definition (the one every earlier
-- migration left, read from sqlite_master) with the CHECK replaced by the foreign key, the rows
-- put back, then its indexes and triggers created as they were. Triggers come last so putting
-- rows back does not fire them (the deals search index would get every deal twice).
-- D1 runs migrations with foreign keys enforced: defer_foreign_keys lets the children of a
-- dropped table point at nothing until its rows are back (checked at commit). It does not stop
-- ON DELETE CASCADE, so the rows of tables a drop cascades into are kept aside too and put back
-- after their parent, parents first.

PRAGMA defer_foreign_keys = ON;

CREATE TABLE brands (
  id TEXT PRIMARY KEY CHECK (id GLOB '[a-z]*' AND id NOT GLOB '*[^a-z0-9]*'),
  country_code TEXT NOT NULL CHECK (country_code IN ('gb', 'ie')),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR'))
) WITHOUT ROWID;
INSERT INTO brands (id, country_code, currency) VALUES
  ('dealio', 'gb', 'GBP'),
  ('dealioie', 'ie', 'EUR'),
  ('livingsocial', 'gb', 'GBP'),
  ('livingsocialie', 'ie', 'EUR');

-- locations
CREATE TABLE _brand_rebuild_locations AS SELECT * FROM locations;
DROP TABLE locations;
CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  short_name TEXT NOT NULL,
  name TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('gb', 'ie')),
  -- NULL: shown on every brand of the country; otherwise only on that brand.
  brand TEXT REFERENCES brands (id),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
  score REAL NOT NULL DEFAULT 0,
  kind TEXT NOT NULL CHECK (kind IN ('local', 'national', 'near-me', 'travel', 'collection')),
  UNIQUE (country_code, short_name)
);
INSERT INTO locations SELECT * FROM _brand_rebuild_locations;
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
DROP TABLE _brand_rebuild_locations;

-- navigation (dropping it deletes sub_navigation by ON DELETE CASCADE: kept aside and put back)
CREATE TABLE _brand_rebuild_navigation AS SELECT * FROM navigation;
CREATE TABLE _brand_rebuild_sub_navigation AS SELECT * FROM sub_navigation;
DROP TABLE navigation;
CREATE TABLE navigation (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL REFERENCES brands (id),
  menu TEXT NOT NULL DEFAULT 'header' CHECK (menu IN ('header', 'travel')),
  position INTEGER NOT NULL CHECK (position >= 0),
  short_name TEXT NOT NULL,
  link_text TEXT NOT NULL,
  url TEXT NOT NULL,
  is_local INTEGER NOT NULL DEFAULT 0 CHECK (is_local IN (0, 1)),
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  navigation_type TEXT CHECK (navigation_type IN ('travel', 'international travel')),
  is_vip INTEGER NOT NULL DEFAULT 0 CHECK (is_vip IN (0, 1)),
  category_id INTEGER REFERENCES categories (id),
  image_url TEXT,
  UNIQUE (brand, menu, position)
);
INSERT INTO navigation SELECT * FROM _brand_rebuild_navigation;
INSERT INTO sub_navigation SELECT * FROM _brand_rebuild_sub_navigation;
DROP TABLE _brand_rebuild_navigation;
DROP TABLE _brand_rebuild_sub_navigation;

-- deals (dropping it deletes deal_products, travel_calendar_days, deal_images, deal_image_uploads, deal_image_blobs, deal_reviews, flights, sponsored_ads, deal_purchases, deal_bundle_children, deal_product_axes, deal_twins by ON DELETE CASCADE: kept aside and put back)
CREATE TABLE _brand_rebuild_deals AS SELECT * FROM deals;
CREATE TABLE _brand_rebuild_deal_products AS SELECT * FROM deal_products;
CREATE TABLE _brand_rebuild_travel_calendar_days AS SELECT * FROM travel_calendar_days;
CREATE TABLE _brand_rebuild_deal_images AS SELECT * FROM deal_images;
CREATE TABLE _brand_rebuild_deal_image_uploads AS SELECT * FROM deal_image_uploads;
CREATE TABLE _brand_rebuild_deal_image_blobs AS SELECT * FROM deal_image_blobs;
CREATE TABLE _brand_rebuild_deal_reviews AS SELECT * FROM deal_reviews;
CREATE TABLE _brand_rebuild_flights AS SELECT * FROM flights;
CREATE TABLE _brand_rebuild_sponsored_ads AS SELECT * FROM sponsored_ads;
CREATE TABLE _brand_rebuild_deal_purchases AS SELECT * FROM deal_purchases;
CREATE TABLE _brand_rebuild_deal_bundle_children AS SELECT * FROM deal_bundle_children;
CREATE TABLE _brand_rebuild_deal_product_axes AS SELECT * FROM deal_product_axes;
CREATE TABLE _brand_rebuild_deal_twins AS SELECT * FROM deal_twins;
DROP TABLE deals;
CREATE TABLE deals (
  id INTEGER PRIMARY KEY,
  country_code TEXT NOT NULL CHECK (country_code IN ('gb', 'ie')),
  -- NULL: on both brands of the country; otherwise exclusive to that brand.
  brand TEXT REFERENCES brands (id),
  location_id INTEGER NOT NULL REFERENCES locations (id),
  category_id INTEGER NOT NULL REFERENCES categories (id),
  subcategory_id INTEGER NOT NULL REFERENCES subcategories (id),
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  headline TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  fine_print TEXT NOT NULL,
  highlights TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(highlights)),
  deal_prefix TEXT,
  price INTEGER NOT NULL CHECK (price >= 0),
  original_price INTEGER NOT NULL CHECK (original_price >= price),
  vip_price INTEGER CHECK (vip_price IS NULL OR vip_price BETWEEN 0 AND price),
  vip_discount_percentage INTEGER
    CHECK (vip_discount_percentage IS NULL OR vip_discount_percentage BETWEEN 0 AND 100),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  price_text TEXT,
  price_per_person INTEGER NOT NULL DEFAULT 0 CHECK (price_per_person IN (0, 1)),
  min_postage_price INTEGER CHECK (min_postage_price IS NULL OR min_postage_price >= 0),
  delivery_type TEXT NOT NULL DEFAULT 'e-voucher'
    CHECK (delivery_type IN ('none', 'postage', 'click-and-collect', 'e-voucher')),
  opens_at TEXT NOT NULL,
  closing_date TEXT NOT NULL,
  open INTEGER NOT NULL DEFAULT 1 CHECK (open IN (0, 1)),
  enable_buy_closed_deal INTEGER NOT NULL DEFAULT 0 CHECK (enable_buy_closed_deal IN (0, 1)),
  purchase_cap INTEGER CHECK (purchase_cap IS NULL OR purchase_cap > 0),
  daily_purchase_cap INTEGER CHECK (daily_purchase_cap IS NULL OR daily_purchase_cap > 0),
  weekly_purchase_cap INTEGER CHECK (weekly_purchase_cap IS NULL OR weekly_purchase_cap > 0),
  deal_type TEXT NOT NULL CHECK (deal_type IN ('local', 'national')),
  high_fraud_risk INTEGER NOT NULL DEFAULT 0 CHECK (high_fraud_risk IN (0, 1)),
  mhu INTEGER NOT NULL DEFAULT 0 CHECK (mhu IN (0, 1)),
  lead_gen INTEGER NOT NULL DEFAULT 0 CHECK (lead_gen IN (0, 1)),
  booking_calendar_on_redemption INTEGER NOT NULL DEFAULT 0
    CHECK (booking_calendar_on_redemption IN (0, 1)),
  deposit_price INTEGER CHECK (deposit_price IS NULL OR deposit_price >= 0),
  deposit_available INTEGER NOT NULL DEFAULT 0 CHECK (deposit_available IN (0, 1)),
  dynamic_travel_package_price INTEGER
    CHECK (dynamic_travel_package_price IS NULL OR dynamic_travel_package_price >= 0),
  social_cue_claim TEXT,
  promo_type TEXT,
  product_display_type TEXT NOT NULL DEFAULT 'default'
    CHECK (product_display_type IN ('dropdown', 'default', 'calendar')),
  redeem_location_url TEXT,
  display_discount INTEGER NOT NULL DEFAULT 1 CHECK (display_discount IN (0, 1)),
  display_show_price INTEGER NOT NULL DEFAULT 1 CHECK (display_show_price IN (0, 1)),
  display_early_bird INTEGER NOT NULL DEFAULT 0 CHECK (display_early_bird IN (0, 1)),
  display_last_chance INTEGER NOT NULL DEFAULT 0 CHECK (display_last_chance IN (0, 1)),
  display_discount_amount INTEGER NOT NULL DEFAULT 0 CHECK (display_discount_amount IN (0, 1)),
  display_dynamic_travel_deal INTEGER NOT NULL DEFAULT 0
    CHECK (display_dynamic_travel_deal IN (0, 1)),
  display_click_and_collect INTEGER NOT NULL DEFAULT 0 CHECK (display_click_and_collect IN (0, 1)),
  display_vip_discount_allowed INTEGER NOT NULL DEFAULT 0
    CHECK (display_vip_discount_allowed IN (0, 1)),
  display_show_price_text INTEGER NOT NULL DEFAULT 0 CHECK (display_show_price_text IN (0, 1)),
  vip_user_interface_variant TEXT,
  vip_only INTEGER NOT NULL DEFAULT 0 CHECK (vip_only IN (0, 1)),
  is_evergreen INTEGER NOT NULL DEFAULT 0 CHECK (is_evergreen IN (0, 1)),
  evergreen_slug TEXT UNIQUE,
  -- Comma-separated search tags (gift-finder tags such as gifts-for-mum live here too).
  tags TEXT NOT NULL DEFAULT '',
  total_bought INTEGER NOT NULL DEFAULT 0 CHECK (total_bought >= 0),
  created_at TEXT NOT NULL,
  lead_in_price_date TEXT,
  sort_score REAL NOT NULL DEFAULT 0,
  CHECK ((country_code = 'gb' AND currency = 'GBP') OR (country_code = 'ie' AND currency = 'EUR')),
  CHECK (closing_date > opens_at),
  CHECK (is_evergreen = 0 OR evergreen_slug IS NOT NULL),
  CHECK (deposit_available = 0 OR deposit_price IS NOT NULL)
);
INSERT INTO deals SELECT * FROM _brand_rebuild_deals;
INSERT INTO deal_products SELECT * FROM _brand_rebuild_deal_products;
INSERT INTO travel_calendar_days SELECT * FROM _brand_rebuild_travel_calendar_days;
INSERT INTO deal_images SELECT * FROM _brand_rebuild_deal_images;
INSERT INTO deal_image_uploads SELECT * FROM _brand_rebuild_deal_image_uploads;
INSERT INTO deal_image_blobs SELECT * FROM _brand_rebuild_deal_image_blobs;
INSERT INTO deal_reviews SELECT * FROM _brand_rebuild_deal_reviews;
INSERT INTO flights SELECT * FROM _brand_rebuild_flights;
INSERT INTO sponsored_ads SELECT * FROM _brand_rebuild_sponsored_ads;
INSERT INTO deal_purchases SELECT * FROM _brand_rebuild_deal_purchases;
INSERT INTO deal_bundle_children SELECT * FROM _brand_rebuild_deal_bundle_children;
INSERT INTO deal_product_axes SELECT * FROM _brand_rebuild_deal_product_axes;
INSERT INTO deal_twins SELECT * FROM _brand_rebuild_deal_twins;
CREATE INDEX deals_feed_by_score ON deals (country_code, sort_score DESC, id);
CREATE INDEX deals_feed_by_location ON deals (country_code, location_id, sort_score DESC, id);
CREATE INDEX deals_feed_national ON deals (country_code, deal_type, sort_score DESC, id);
CREATE INDEX deals_by_category ON deals (category_id, subcategory_id, sort_score DESC);
CREATE INDEX deals_by_subcategory ON deals (subcategory_id);
CREATE INDEX deals_by_merchant ON deals (merchant_id);
CREATE INDEX deals_by_closing_date ON deals (closing_date);
CREATE INDEX deals_feed_by_category ON deals (country_code, category_id, sort_score DESC, id);
CREATE INDEX deals_feed_by_subcategory ON deals (country_code, subcategory_id, sort_score DESC, id);
CREATE INDEX deals_listing_cover ON deals (
  country_code, category_id, subcategory_id, location_id, deal_type, open, vip_only, opens_at,
  closing_date, brand, price, vip_price, sort_score
);
CREATE TRIGGER deals_fts_after_insert AFTER INSERT ON deals
BEGIN
  INSERT INTO deals_fts (rowid, headline, title, merchant, category, tags)
  VALUES (
    new.id,
    new.headline,
    new.title,
    (SELECT display_name FROM merchants WHERE id = new.merchant_id),
    (SELECT c.name || ' ' || s.name FROM categories c, subcategories s
      WHERE c.id = new.category_id AND s.id = new.subcategory_id),
    replace(new.tags, ',', ' ')
  );
  INSERT INTO deals_fts_trigram (rowid, headline, merchant, category)
  VALUES (
    new.id,
    new.headline,
    (SELECT display_name FROM merchants WHERE id = new.merchant_id),
    (SELECT c.name || ' ' || s.name FROM categories c, subcategories s
      WHERE c.id = new.category_id AND s.id = new.subcategory_id)
  );
END;
CREATE TRIGGER deals_fts_after_delete AFTER DELETE ON deals
BEGIN
  DELETE FROM deals_fts WHERE rowid = old.id;
  DELETE FROM deals_fts_trigram WHERE rowid = old.id;
END;
CREATE TRIGGER deals_fts_after_update
AFTER UPDATE OF headline, title, merchant_id, category_id, subcategory_id, tags ON deals
BEGIN
  UPDATE deals_fts SET
    headline = new.headline,
    title = new.title,
    merchant = (SELECT display_name FROM merchants WHERE id = new.merchant_id),
    category = (SELECT c.name || ' ' || s.name FROM categories c, subcategories s
      WHERE c.id = new.category_id AND s.id = new.subcategory_id),
    tags = replace(new.tags, ',', ' ')
  WHERE rowid = new.id;
  UPDATE deals_fts_trigram SET
    headline = new.headline,
    merchant = (SELECT display_name FROM merchants WHERE id = new.merchant_id),
    category = (SELECT c.name || ' ' || s.name FROM categories c, subcategories s
      WHERE c.id = new.category_id AND s.id = new.subcategory_id)
  WHERE rowid = new.id;
END;
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
DROP TABLE _brand_rebuild_deals;
DROP TABLE _brand_rebuild_deal_products;
DROP TABLE _brand_rebuild_travel_calendar_days;
DROP TABLE _brand_rebuild_deal_images;
DROP TABLE _brand_rebuild_deal_image_uploads;
DROP TABLE _brand_rebuild_deal_image_blobs;
DROP TABLE _brand_rebuild_deal_reviews;
DROP TABLE _brand_rebuild_flights;
DROP TABLE _brand_rebuild_sponsored_ads;
DROP TABLE _brand_rebuild_deal_purchases;
DROP TABLE _brand_rebuild_deal_bundle_children;
DROP TABLE _brand_rebuild_deal_product_axes;
DROP TABLE _brand_rebuild_deal_twins;

-- content_pages
CREATE TABLE _brand_rebuild_content_pages AS SELECT * FROM content_pages;
DROP TABLE content_pages;
CREATE TABLE content_pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL CHECK (length(slug) BETWEEN 1 AND 80 AND slug NOT GLOB '*[^a-z0-9-]*'),
  brand TEXT REFERENCES brands (id),
  display_name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  additional_text TEXT NOT NULL DEFAULT '',
  -- Plain text: paragraphs split by a blank line, a line starting '## ' is a subheading. Never
  -- HTML, so nothing stored here can inject markup into a page.
  text TEXT NOT NULL DEFAULT '',
  -- A special listing's slug (black-friday, early-bird) or a search tag (travel,
  -- gifts-for-mum) the deals feed lists; NULL for no feed.
  deals_feed_query TEXT CHECK (deals_feed_query IS NULL OR deals_feed_query NOT GLOB '*[^a-z0-9-]*'),
  -- Deal ids in the order the editor ranked them; closed and unknown ones are skipped on read.
  listicle_deal_ids TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(listicle_deal_ids) AND json_type(listicle_deal_ids) = 'array'),
  listicle_view TEXT NOT NULL DEFAULT 'grid' CHECK (listicle_view IN ('grid', 'list')),
  -- Only paths on our own host: '//x' and '/\x' are other hosts to a browser.
  redirect_url TEXT CHECK (
    redirect_url IS NULL
    OR (redirect_url GLOB '/*' AND redirect_url NOT GLOB '//*' AND redirect_url NOT GLOB '/\*')
  ),
  -- Order on the guides hub.
  sort INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
INSERT INTO content_pages SELECT * FROM _brand_rebuild_content_pages;
CREATE UNIQUE INDEX content_pages_by_slug ON content_pages (slug, COALESCE(brand, ''));
DROP TABLE _brand_rebuild_content_pages;

-- scroller_items
CREATE TABLE _brand_rebuild_scroller_items AS SELECT * FROM scroller_items;
DROP TABLE scroller_items;
CREATE TABLE scroller_items (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL REFERENCES brands (id),
  position INTEGER NOT NULL CHECK (position >= 0),
  label TEXT NOT NULL,
  url TEXT NOT NULL CHECK (url GLOB '/*' AND url NOT GLOB '//*'),
  image_url TEXT NOT NULL,
  UNIQUE (brand, position)
);
INSERT INTO scroller_items SELECT * FROM _brand_rebuild_scroller_items;
DROP TABLE _brand_rebuild_scroller_items;

-- baskets (dropping it deletes basket_lines, basket_vip_choices by ON DELETE CASCADE: kept aside and put back)
CREATE TABLE _brand_rebuild_baskets AS SELECT * FROM baskets;
CREATE TABLE _brand_rebuild_basket_lines AS SELECT * FROM basket_lines;
CREATE TABLE _brand_rebuild_basket_vip_choices AS SELECT * FROM basket_vip_choices;
DROP TABLE baskets;
CREATE TABLE baskets (
  token TEXT PRIMARY KEY CHECK (length(token) > 10 AND token <> 'undefined'),
  brand TEXT NOT NULL REFERENCES brands (id),
  customer_id INTEGER REFERENCES users (id),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  eligible_for_vip INTEGER NOT NULL DEFAULT 0 CHECK (eligible_for_vip IN (0, 1)),
  vip_status TEXT CHECK (vip_status IS NULL OR vip_status IN ('ELIGIBLE', 'ACTIVE', 'RENEW', 'NOT_CHECKED')),
  gifting TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(gifting)),
  promo_code TEXT,
  use_wallet INTEGER NOT NULL DEFAULT 0 CHECK (use_wallet IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ORDERED', 'ABANDONED')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO baskets SELECT * FROM _brand_rebuild_baskets;
INSERT INTO basket_lines SELECT * FROM _brand_rebuild_basket_lines;
INSERT INTO basket_vip_choices SELECT * FROM _brand_rebuild_basket_vip_choices;
CREATE INDEX baskets_customer_open ON baskets (customer_id, status, updated_at DESC);
DROP TABLE _brand_rebuild_baskets;
DROP TABLE _brand_rebuild_basket_lines;
DROP TABLE _brand_rebuild_basket_vip_choices;

-- orders
CREATE TABLE _brand_rebuild_orders AS SELECT * FROM orders;
DROP TABLE orders;
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  basket_token TEXT NOT NULL UNIQUE,
  brand TEXT NOT NULL REFERENCES brands (id),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  total INTEGER NOT NULL CHECK (total >= 0),
  discount INTEGER NOT NULL DEFAULT 0 CHECK (discount >= 0),
  wallet_amount_used INTEGER NOT NULL DEFAULT 0 CHECK (wallet_amount_used >= 0),
  cash_amount INTEGER NOT NULL CHECK (cash_amount >= 0),
  pay_later_amount INTEGER NOT NULL DEFAULT 0 CHECK (pay_later_amount >= 0),
  promo_code TEXT,
  payment_method TEXT CHECK (
    payment_method IS NULL
    OR payment_method IN ('apple_pay', 'credit_card', 'clearpay', 'google_pay', 'klarna', 'paypal')
  ),
  card_type TEXT CHECK (card_type IS NULL OR card_type IN ('VISA', 'MASTERCARD')),
  gateway TEXT CHECK (gateway IS NULL OR gateway IN ('SANDBOX', 'BRAINTREE', 'KLARNA', 'CLEARPAY')),
  gateway_reference TEXT,
  status TEXT NOT NULL CHECK (status IN ('PLACED', 'PAID', 'CANCELLED')),
  idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 16 AND 100),
  request_hash TEXT NOT NULL,
  passengers TEXT CHECK (passengers IS NULL OR json_valid(passengers)),
  payment_held INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  paid_at TEXT, delivery_address TEXT
  CHECK (delivery_address IS NULL OR json_valid(delivery_address)), postage_amount INTEGER NOT NULL DEFAULT 0 CHECK (postage_amount >= 0), payment_state TEXT CHECK (
  payment_state IS NULL OR payment_state IN ('SETTLED', 'DISPUTED', 'REFUNDED', 'CANCELLED')
),
  CONSTRAINT order_total_split CHECK (total = wallet_amount_used + cash_amount),
  CONSTRAINT order_payment_held CHECK (payment_held = 1),
  CONSTRAINT order_card_reference CHECK ((cash_amount = 0) = (gateway_reference IS NULL)),
  UNIQUE (user_id, idempotency_key)
);
INSERT INTO orders SELECT * FROM _brand_rebuild_orders;
CREATE INDEX orders_by_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_by_gateway_reference ON orders (gateway, gateway_reference)
  WHERE gateway_reference IS NOT NULL;
DROP TABLE _brand_rebuild_orders;

-- vip_memberships
CREATE TABLE _brand_rebuild_vip_memberships AS SELECT * FROM vip_memberships;
DROP TABLE vip_memberships;
CREATE TABLE vip_memberships (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  brand TEXT NOT NULL REFERENCES brands (id),
  currency TEXT NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  price INTEGER NOT NULL CHECK (price >= 0),
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED', 'EXPIRED')),
  started_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  order_id INTEGER REFERENCES orders (id),
  cancelled_at TEXT,
  updated_at TEXT NOT NULL, cancel_reason TEXT, retention_offer_accepted_at TEXT, renewal_price INTEGER CHECK (renewal_price >= 0), renewal_requested_at TEXT, payment_reference TEXT,
  CHECK (started_at < expires_at)
);
INSERT INTO vip_memberships SELECT * FROM _brand_rebuild_vip_memberships;
CREATE UNIQUE INDEX vip_memberships_one_active ON vip_memberships (user_id) WHERE status = 'ACTIVE';
CREATE INDEX vip_memberships_by_user ON vip_memberships (user_id, expires_at DESC);
CREATE INDEX vip_memberships_active_expiry ON vip_memberships (status, expires_at);
DROP TABLE _brand_rebuild_vip_memberships;

-- payment_tokens.brand is a card scheme (VISA, MASTERCARD), not one of the brands above: named
-- for what it is, so `brand` means a site everywhere. RENAME COLUMN keeps its CHECK and data.
ALTER TABLE payment_tokens RENAME COLUMN brand TO card_brand;
