-- Dues, payments and renewals (docs/product/billing.md §20).

-- 1. Invoices may record cash, UPI, card or bank transfer. SQLite cannot alter a CHECK, so the
-- table is rebuilt: same columns, data, index and triggers; only the method's CHECK widens.
CREATE TABLE invoices_new (
  id INTEGER PRIMARY KEY,
  invoice_number TEXT NOT NULL UNIQUE,
  member_id INTEGER REFERENCES members (id) ON DELETE SET NULL,
  member_name TEXT NOT NULL,
  member_phone TEXT NOT NULL,
  plan_name TEXT NOT NULL,
  plan_duration_days INTEGER NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  total_amount INTEGER NOT NULL CHECK (total_amount >= 0),
  paid_amount INTEGER NOT NULL CHECK (paid_amount >= 0),
  due_amount INTEGER NOT NULL CHECK (due_amount >= 0),
  payment_method TEXT NOT NULL DEFAULT 'cash' CHECK (payment_method IN ('cash', 'upi', 'card', 'bank')),
  kind TEXT NOT NULL CHECK (kind IN ('joining', 'payment', 'renewal')),
  issued_on TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO invoices_new SELECT id, invoice_number, member_id, member_name, member_phone, plan_name, plan_duration_days,
  period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at FROM invoices;
-- Dropping the old table drops its index and triggers with it; they are recreated below.
DROP TABLE invoices;
ALTER TABLE invoices_new RENAME TO invoices;
CREATE INDEX invoices_member_id ON invoices (member_id);
CREATE TRIGGER invoices_never_edited BEFORE UPDATE OF
  id, invoice_number, member_name, member_phone, plan_name, plan_duration_days, period_start, period_end,
  total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at ON invoices
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;
CREATE TRIGGER invoices_member_only_cleared BEFORE UPDATE OF member_id ON invoices
WHEN NEW.member_id IS NOT NULL
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;

-- 2. The current period: it starts at the joining date until the member is first renewed, then at
-- the last renewal. A generated column, so adding or editing a member (or any insert) keeps it
-- right without being told.
ALTER TABLE members ADD COLUMN renewed_on TEXT;
ALTER TABLE members ADD COLUMN period_start TEXT GENERATED ALWAYS AS (coalesce(renewed_on, joining_date)) VIRTUAL;

-- 3. The pending list: members who owe, oldest bill first. A partial index holds only them.
CREATE INDEX members_owing ON members (period_start, id) WHERE total_fee > paid_amount;

-- Members who owe, per (period start, plan), kept by triggers: a page's total (and each age
-- filter's, and a plan-name search's) is a sum over days and plans, never a count of members.
CREATE TABLE dues_counts (
  period_start TEXT NOT NULL,
  plan_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (period_start, plan_id)
) WITHOUT ROWID;
INSERT INTO dues_counts (period_start, plan_id, n)
  SELECT period_start, plan_id, count(*) FROM members WHERE total_fee > paid_amount GROUP BY period_start, plan_id;
CREATE TRIGGER dues_counts_insert AFTER INSERT ON members WHEN NEW.total_fee > NEW.paid_amount BEGIN
  INSERT INTO dues_counts (period_start, plan_id, n) VALUES (NEW.period_start, NEW.plan_id, 1)
    ON CONFLICT (period_start, plan_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER dues_counts_delete AFTER DELETE ON members WHEN OLD.total_fee > OLD.paid_amount BEGIN
  UPDATE dues_counts SET n = n - 1 WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id;
  DELETE FROM dues_counts WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND n <= 0;
END;
CREATE TRIGGER dues_counts_update_old AFTER UPDATE OF total_fee, paid_amount, joining_date, renewed_on, plan_id ON members
WHEN OLD.total_fee > OLD.paid_amount BEGIN
  UPDATE dues_counts SET n = n - 1 WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id;
  DELETE FROM dues_counts WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND n <= 0;
END;
CREATE TRIGGER dues_counts_update_new AFTER UPDATE OF total_fee, paid_amount, joining_date, renewed_on, plan_id ON members
WHEN NEW.total_fee > NEW.paid_amount BEGIN
  INSERT INTO dues_counts (period_start, plan_id, n) VALUES (NEW.period_start, NEW.plan_id, 1)
    ON CONFLICT (period_start, plan_id) DO UPDATE SET n = n + 1;
END;

-- 4. The expired list: members by expiry, and how many expire each day (for its total).
CREATE INDEX members_expire_date ON members (expire_date, id);
CREATE TABLE expiry_counts (
  expire_date TEXT PRIMARY KEY,
  n INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO expiry_counts (expire_date, n) SELECT expire_date, count(*) FROM members GROUP BY expire_date;
CREATE TRIGGER expiry_counts_insert AFTER INSERT ON members BEGIN
  INSERT INTO expiry_counts (expire_date, n) VALUES (NEW.expire_date, 1)
    ON CONFLICT (expire_date) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER expiry_counts_delete AFTER DELETE ON members BEGIN
  UPDATE expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date;
  DELETE FROM expiry_counts WHERE expire_date = OLD.expire_date AND n <= 0;
END;
CREATE TRIGGER expiry_counts_update AFTER UPDATE OF expire_date ON members BEGIN
  UPDATE expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date;
  DELETE FROM expiry_counts WHERE expire_date = OLD.expire_date AND n <= 0;
  INSERT INTO expiry_counts (expire_date, n) VALUES (NEW.expire_date, 1)
    ON CONFLICT (expire_date) DO UPDATE SET n = n + 1;
END;
