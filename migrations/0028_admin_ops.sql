-- Admin decisions on return requests (issue 10 'Returns and refunds queue'). One row per
-- voucher_returns row: return_id is the key, so of parallel approvals or rejections exactly one
-- inserts it and the rest answer 409. The row lands in the same batch as the refund claim (or,
-- for a rejection, alone with its audit row), so a decided return never lacks its outcome.
-- method is where an approved refund went; reason is what a rejection tells the customer.
CREATE TABLE return_decisions (
  return_id INTEGER PRIMARY KEY REFERENCES voucher_returns (id),
  decision TEXT NOT NULL CHECK (decision IN ('APPROVED', 'REJECTED')),
  method TEXT CHECK (method IS NULL OR method IN ('WALLET', 'CASH')),
  reason TEXT,
  decided_by INTEGER NOT NULL,
  decided_at TEXT NOT NULL,
  CHECK ((decision = 'APPROVED') = (method IS NOT NULL))
);
