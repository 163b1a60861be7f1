-- Admin deal pictures (issue 10 'images (SVG/PNG upload) stored in R2 where configured,
-- locally otherwise'). Each uploaded picture's kind; its bytes live in R2 under
-- deal-images/{dealId}/{position} when the IMAGES binding is set, else in deal_image_blobs.
-- A deal_images row without an upload row is a generated picture (routes/images.ts).
CREATE TABLE deal_image_uploads (
  deal_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/svg+xml')),
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  -- 'r2' or 'd1': where the bytes are, so a deployment that adds R2 still serves old uploads.
  store TEXT NOT NULL CHECK (store IN ('r2', 'd1')),
  uploaded_at TEXT NOT NULL,
  PRIMARY KEY (deal_id, position),
  FOREIGN KEY (deal_id, position) REFERENCES deal_images (deal_id, position) ON DELETE CASCADE
) WITHOUT ROWID;

-- The local store: a BLOB per picture, under D1's 2 MB row limit (MAX_IMAGE_BYTES is 1.9 MB).
CREATE TABLE deal_image_blobs (
  deal_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  body BLOB NOT NULL,
  PRIMARY KEY (deal_id, position),
  FOREIGN KEY (deal_id, position) REFERENCES deal_image_uploads (deal_id, position)
    ON DELETE CASCADE
) WITHOUT ROWID;
