-- Search (DESIGN 'Data'): an FTS5 index over headline, title, merchant, category and tags
-- ranked with bm25, and a trigram index over the short fields as the typo fallback.
--
-- Both are kept in sync by triggers rather than by the seed, because the back office edits
-- deals in place and search must see the change at once. They store their own copy of the
-- text (not external-content) since merchant and category names live in other tables.
-- rowid = deals.id.

CREATE VIRTUAL TABLE deals_fts USING fts5 (
  headline,
  title,
  merchant,
  category,
  tags,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE deals_fts_trigram USING fts5 (
  headline,
  merchant,
  category,
  tokenize = 'trigram'
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

CREATE TRIGGER merchants_fts_after_rename AFTER UPDATE OF display_name ON merchants
BEGIN
  UPDATE deals_fts SET merchant = new.display_name
  WHERE rowid IN (SELECT id FROM deals WHERE merchant_id = new.id);
  UPDATE deals_fts_trigram SET merchant = new.display_name
  WHERE rowid IN (SELECT id FROM deals WHERE merchant_id = new.id);
END;
