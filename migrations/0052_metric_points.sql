-- Operational figures (orders placed, declines by reason, mail lag, outbox backlog) of the local
-- metrics stand-in (services/metrics/local-metrics.ts). Written only in development and the
-- tests: production sends them to Workers Analytics Engine and leaves this table empty, so the
-- order path's D1 never writes a metric.
CREATE TABLE metric_points (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  label TEXT NOT NULL,
  value REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX metric_points_name ON metric_points (name, created_at);
