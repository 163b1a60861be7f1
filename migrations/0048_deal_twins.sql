-- A deal sold in both countries (issue 34): the UK deal and the Irish one are two rows, each in
-- its country's currency, with their own stock and prices; this pairs them so that each deal
-- page names the other in its hreflang links. Both directions are stored, so either page finds
-- its twin with one primary-key read.
CREATE TABLE deal_twins (
  deal_id INTEGER PRIMARY KEY REFERENCES deals (id) ON DELETE CASCADE,
  twin_deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  CHECK (deal_id <> twin_deal_id)
);
