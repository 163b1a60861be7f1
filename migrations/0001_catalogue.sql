-- Catalogue reference tables: locations, categories, navigation, merchants.
-- Rows are data and come from the seed (scripts/seed), never from migrations.

-- Storefront §3 'Location'. Short names repeat across countries (national-deal, near-me),
-- so they are unique per country only.
CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  short_name TEXT NOT NULL,
  name TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('gb', 'ie')),
  -- NULL: shown on every brand of the country; otherwise only on that brand.
  brand TEXT CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
  score REAL NOT NULL DEFAULT 0,
  kind TEXT NOT NULL CHECK (kind IN ('local', 'national', 'near-me', 'travel', 'collection')),
  UNIQUE (country_code, short_name)
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  short_name TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  canonical_path_type TEXT NOT NULL
    CHECK (canonical_path_type IN ('local', 'national', 'travel', 'escapes')),
  sort INTEGER NOT NULL DEFAULT 0,
  is_vip INTEGER NOT NULL DEFAULT 0 CHECK (is_vip IN (0, 1))
);

-- Ids are stable and meaningful: the spec names subcategories 14, 17, 386, 398, 585, 586
-- (payment limits) and 197, 200, 218, 711 (Clearpay exclusions).
CREATE TABLE subcategories (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  short_name TEXT NOT NULL,
  name TEXT NOT NULL,
  -- The travel menu groups (§2 Header): UK Travel, Ireland Travel, International Travel.
  travel_group TEXT CHECK (travel_group IN ('uk', 'ireland', 'international')),
  UNIQUE (category_id, short_name)
);
CREATE INDEX subcategories_by_category ON subcategories (category_id);

-- §2 'Header and navigation'. `menu` separates the header bar from the travel pages' second
-- menu. URLs may hold a `{location}` placeholder the catalogue service fills in.
CREATE TABLE navigation (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
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

CREATE TABLE sub_navigation (
  id INTEGER PRIMARY KEY,
  navigation_id INTEGER NOT NULL REFERENCES navigation (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  short_name TEXT NOT NULL,
  link_text TEXT NOT NULL,
  url TEXT NOT NULL,
  UNIQUE (navigation_id, position)
);

CREATE TABLE merchants (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('gb', 'ie')),
  vat_number TEXT,
  rating REAL CHECK (rating IS NULL OR rating BETWEEN 0 AND 5)
);

CREATE TABLE merchant_addresses (
  id INTEGER PRIMARY KEY,
  merchant_id INTEGER NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT,
  town TEXT NOT NULL,
  post_code TEXT NOT NULL,
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
  is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1))
);
CREATE INDEX merchant_addresses_by_merchant ON merchant_addresses (merchant_id, is_main DESC);
-- A business has at most one main address (§3 'business.mainAddress').
CREATE UNIQUE INDEX merchant_addresses_one_main ON merchant_addresses (merchant_id) WHERE is_main = 1;
