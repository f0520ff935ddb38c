-- Writes that take money (a payment, a renewal, a new member with a payment) may carry an
-- Idempotency-Key header (docs/product/billing.md §20): a screen that gave up waiting sends the same
-- request again with the same key, and gets the first one's answer instead of a second payment.
-- The key is written in the same transaction as what the request wrote; its answer once sent.
CREATE TABLE idempotency_keys (
  admin_id INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  -- SHA-256 of the method, URL and body: the same key with another request is refused.
  request_hash TEXT NOT NULL,
  -- The first answer's status and JSON body; null until it was sent.
  status INTEGER,
  answer TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (admin_id, key)
) WITHOUT ROWID;
-- Keys older than 24 hours are forgotten: each new key deletes them.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
