-- Content and discovery rails (storefront §2 'Page metadata', §3 'Home-page rails', §7 the
-- slug content, scroller configuration, buy-again and recommendation calls and the log
-- records): editorial guide pages, the homepage scroller, purchases tied to a customer, and
-- the records browsers and the worker send.

-- §7 'slug content: additionalText, description, dealsFeed, redirectUrl, listicleDeals,
-- listicleView, text, displayName'. One row per slug and brand; a NULL brand is the row every
-- brand shows unless it has its own. A slug that moved keeps a row with only redirect_url
-- set, so old links answer 301 (§2 'Page metadata').
CREATE TABLE content_pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL CHECK (length(slug) BETWEEN 1 AND 80 AND slug NOT GLOB '*[^a-z0-9-]*'),
  brand TEXT CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
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
CREATE UNIQUE INDEX content_pages_by_slug ON content_pages (slug, COALESCE(brand, ''));

-- §3 'Client state slices: scroller (config, ssr)' and §7 'scroller configuration by brand'.
CREATE TABLE scroller_items (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL CHECK (brand IN ('dealio', 'dealioie', 'livingsocial', 'livingsocialie')),
  position INTEGER NOT NULL CHECK (position >= 0),
  label TEXT NOT NULL,
  url TEXT NOT NULL CHECK (url GLOB '/*' AND url NOT GLOB '//*'),
  image_url TEXT NOT NULL,
  UNIQUE (brand, position)
);

-- Buy-again and recommendations (§3 'Home-page rails') read a customer's purchases. The
-- customer token itself is a credential, so only its SHA-256 is kept; NULL for purchases
-- made before accounts existed (and for every seeded one).
ALTER TABLE deal_purchases ADD COLUMN customer_token_hash TEXT;
CREATE INDEX deal_purchases_by_customer ON deal_purchases (customer_token_hash, purchased_at)
  WHERE customer_token_hash IS NOT NULL;

-- §7 'page-not-found record', 'bot-detection record', 'error log' and 'log service'. The
-- payload is the record as received with every token, password and card field removed
-- (services/discovery/log-redaction.ts); nothing here ever holds an Authorization header.
CREATE TABLE client_logs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('page-not-found', 'bot', 'error', 'log')),
  -- 'client': posted by a browser; 'worker': written by the worker while serving a page.
  source TEXT NOT NULL CHECK (source IN ('client', 'worker')),
  brand TEXT NOT NULL,
  path TEXT,
  user_agent TEXT,
  request_id TEXT,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_at TEXT NOT NULL
);
CREATE INDEX client_logs_by_kind ON client_logs (kind, created_at);
CREATE INDEX client_logs_by_time ON client_logs (created_at);
