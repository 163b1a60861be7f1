-- Uploaded deal pictures may be JPEG or WebP as well as PNG or SVG. SQLite cannot change a
-- CHECK in place, so deal_image_uploads is rebuilt. Its child deal_image_blobs is set aside
-- first: dropping a parent runs its ON DELETE CASCADE, which would empty the blobs.
CREATE TABLE deal_image_blobs_kept AS SELECT deal_id, position, body FROM deal_image_blobs;
DROP TABLE deal_image_blobs;

CREATE TABLE deal_image_uploads_new (
  deal_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  content_type TEXT NOT NULL
    CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  -- 'r2' or 'd1': where the bytes are, so a deployment that adds R2 still serves old uploads.
  store TEXT NOT NULL CHECK (store IN ('r2', 'd1')),
  uploaded_at TEXT NOT NULL,
  -- The raster's pixel size from its header (NULL for SVG): the width a srcset entry states.
  width INTEGER CHECK (width > 0),
  height INTEGER CHECK (height > 0),
  PRIMARY KEY (deal_id, position),
  FOREIGN KEY (deal_id, position) REFERENCES deal_images (deal_id, position) ON DELETE CASCADE
) WITHOUT ROWID;
INSERT INTO deal_image_uploads_new (deal_id, position, content_type, bytes, store, uploaded_at)
  SELECT deal_id, position, content_type, bytes, store, uploaded_at FROM deal_image_uploads;
DROP TABLE deal_image_uploads;
ALTER TABLE deal_image_uploads_new RENAME TO deal_image_uploads;

CREATE TABLE deal_image_blobs (
  deal_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  body BLOB NOT NULL,
  PRIMARY KEY (deal_id, position),
  FOREIGN KEY (deal_id, position) REFERENCES deal_image_uploads (deal_id, position)
    ON DELETE CASCADE
) WITHOUT ROWID;
INSERT INTO deal_image_blobs (deal_id, position, body)
  SELECT deal_id, position, body FROM deal_image_blobs_kept;
DROP TABLE deal_image_blobs_kept;
