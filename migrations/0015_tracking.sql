-- Tracking (storefront §7 'session endpoint', 'ad tracking', 'deal impressions', 'tracking data'
-- and §9 'session id 365', 'impression batch 50'). Rows are kept small (ids, short codes, one
-- timestamp) and pruned after 90 days by pruneTracking; nothing personal beyond a user id.

-- One row per tracking session (the visitor id cookie); user_id only from the session cookie,
-- never from a customer token the client sends.
CREATE TABLE tracking_sessions (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  user_id INTEGER,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);

CREATE INDEX tracking_sessions_seen ON tracking_sessions (last_seen_at);

-- Deal impressions and clicks (kind 'impression' | 'click'), sponsored ones with their ad id
-- ('ad-impression' | 'ad-click'). The visitor's experiment arms ride along so /insights can
-- compare variants: dp = dynamic-price a/b/c, rb = review-badge a/b.
CREATE TABLE deal_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  deal_id INTEGER NOT NULL,
  ad_id INTEGER,
  brand TEXT NOT NULL,
  location TEXT,
  feed TEXT,
  session_id TEXT,
  dp_variant TEXT,
  rb_variant TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX deal_events_created ON deal_events (created_at);
CREATE INDEX deal_events_session ON deal_events (session_id, created_at);

-- §7 'tracking data': toolbar downloads, shares and deal views.
CREATE TABLE tracking_data (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL,
  session_id TEXT,
  user_id INTEGER,
  download_toolbar INTEGER,
  share_deal INTEGER,
  view_deal INTEGER,
  created_at TEXT NOT NULL
);

CREATE INDEX tracking_data_created ON tracking_data (created_at);
