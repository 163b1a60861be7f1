-- Deals and what hangs off them. Money is integer minor units (pence, cents) in the deal's
-- currency (DESIGN 'Data'); timestamps are UTC ISO strings as Date#toISOString writes them,
-- so they compare correctly as text.

-- Storefront §3 'Deal': the data fields. Derived ones (urlPath, discountPercentage, soldOut,
-- reviewSummary) are computed by the catalogue service; per-visitor ones are not stored.
CREATE TABLE deals (
  id INTEGER PRIMARY KEY,
  country_code TEXT NOT NULL CHECK (country_code IN ('gb', 'ie')),
  -- NULL: on both brands of the country; otherwise exclusive to that brand.
  brand TEXT CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
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
-- Feed queries walk a country's deals in sort-score order and stop at the page's end (a town's
-- feed mixes its own and national deals, most of a country's catalogue); location-only feeds
-- (travel, collections) and national lists have their own.
CREATE INDEX deals_feed_by_score ON deals (country_code, sort_score DESC, id);
CREATE INDEX deals_feed_by_location ON deals (country_code, location_id, sort_score DESC, id);
CREATE INDEX deals_feed_national ON deals (country_code, deal_type, sort_score DESC, id);
CREATE INDEX deals_by_category ON deals (category_id, subcategory_id, sort_score DESC);
CREATE INDEX deals_by_subcategory ON deals (subcategory_id);
CREATE INDEX deals_by_merchant ON deals (merchant_id);
CREATE INDEX deals_by_closing_date ON deals (closing_date);

-- Storefront §3 'Deal product'. Remaining counts are decremented with conditional updates
-- (DESIGN 'Stock and caps'), so the CHECKs are the last line against overselling.
CREATE TABLE deal_products (
  id INTEGER PRIMARY KEY,
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  row_id INTEGER,
  column_id INTEGER,
  title TEXT NOT NULL,
  friendly_name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  original_price INTEGER NOT NULL CHECK (original_price >= price),
  vip_price INTEGER CHECK (vip_price IS NULL OR vip_price BETWEEN 0 AND price),
  vip_exclusive INTEGER NOT NULL DEFAULT 0 CHECK (vip_exclusive IN (0, 1)),
  total_bought INTEGER NOT NULL DEFAULT 0 CHECK (total_bought >= 0),
  total_remaining INTEGER CHECK (total_remaining IS NULL OR total_remaining >= 0),
  remaining_for_day INTEGER CHECK (remaining_for_day IS NULL OR remaining_for_day >= 0),
  remaining_for_week INTEGER CHECK (remaining_for_week IS NULL OR remaining_for_week >= 0),
  purchase_cap INTEGER CHECK (purchase_cap IS NULL OR purchase_cap > 0),
  admin_fee INTEGER NOT NULL DEFAULT 0 CHECK (admin_fee >= 0),
  postage_price INTEGER NOT NULL DEFAULT 0 CHECK (postage_price >= 0),
  has_deposit INTEGER NOT NULL DEFAULT 0 CHECK (has_deposit IN (0, 1)),
  deposit_price INTEGER CHECK (deposit_price IS NULL OR deposit_price BETWEEN 0 AND price),
  number_of_nights INTEGER CHECK (number_of_nights IS NULL OR number_of_nights BETWEEN 1 AND 16),
  best_seller_claim INTEGER NOT NULL DEFAULT 0 CHECK (best_seller_claim IN (0, 1)),
  sold_out INTEGER NOT NULL DEFAULT 0 CHECK (sold_out IN (0, 1)),
  CHECK (has_deposit = 0 OR deposit_price IS NOT NULL),
  -- Lets calendar rows reference (product, deal) so a day can't point at another deal's product.
  UNIQUE (id, deal_id),
  UNIQUE (deal_id, position)
);

CREATE TABLE deal_images (
  id INTEGER PRIMARY KEY,
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  -- 1-based; the image URL is /images/deal/{dealId}/{position}.svg.
  position INTEGER NOT NULL CHECK (position >= 1),
  alt TEXT NOT NULL,
  UNIQUE (deal_id, position)
);

CREATE TABLE deal_reviews (
  id INTEGER PRIMARY KEY,
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  author_first_name TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX deal_reviews_by_deal ON deal_reviews (deal_id, created_at DESC);
