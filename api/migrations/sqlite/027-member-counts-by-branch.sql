-- Branches, part 3 (docs/product/branches.md §26): every list, count and dashboard figure covers the branch
-- chosen in the top bar. The counts kept by triggers for the members' side take the branch into
-- their key (a member's home branch; an invoice's own branch, a credit note its invoice's), so a
-- branch's totals stay a sum over a handful of rows, and the gym's are the sum over its branches.
-- The branch comes last in each key: the whole gym's reads (every one-branch gym's) walk the same
-- ranges as before. A member moved to another branch (an update of home_branch_id) leaves one
-- branch's counts for the other's. Each table is rebuilt from the rows it counts.

DROP TRIGGER member_counts_insert;
DROP TRIGGER member_counts_delete;
DROP TRIGGER member_counts_update;
DROP TABLE member_counts;
CREATE TABLE member_counts (
  plan_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (plan_id, status, branch_id)
) WITHOUT ROWID;
INSERT INTO member_counts (plan_id, status, branch_id, n)
  SELECT plan_id, status, home_branch_id, count(*) FROM members GROUP BY plan_id, status, home_branch_id;
CREATE TRIGGER member_counts_insert AFTER INSERT ON members BEGIN
  INSERT INTO member_counts (plan_id, status, branch_id, n) VALUES (NEW.plan_id, NEW.status, NEW.home_branch_id, 1)
    ON CONFLICT (plan_id, status, branch_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER member_counts_delete AFTER DELETE ON members BEGIN
  UPDATE member_counts SET n = n - 1
    WHERE plan_id = OLD.plan_id AND status = OLD.status AND branch_id = OLD.home_branch_id;
END;
CREATE TRIGGER member_counts_update AFTER UPDATE OF plan_id, status, home_branch_id ON members BEGIN
  UPDATE member_counts SET n = n - 1
    WHERE plan_id = OLD.plan_id AND status = OLD.status AND branch_id = OLD.home_branch_id;
  INSERT INTO member_counts (plan_id, status, branch_id, n) VALUES (NEW.plan_id, NEW.status, NEW.home_branch_id, 1)
    ON CONFLICT (plan_id, status, branch_id) DO UPDATE SET n = n + 1;
END;

DROP TRIGGER dues_counts_insert;
DROP TRIGGER dues_counts_delete;
DROP TRIGGER dues_counts_update_old;
DROP TRIGGER dues_counts_update_new;
DROP TABLE dues_counts;
CREATE TABLE dues_counts (
  period_start TEXT NOT NULL,
  plan_id INTEGER NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (period_start, plan_id, branch_id)
) WITHOUT ROWID;
INSERT INTO dues_counts (period_start, plan_id, branch_id, n)
  SELECT period_start, plan_id, home_branch_id, count(*) FROM members WHERE total_fee > paid_amount
  GROUP BY period_start, plan_id, home_branch_id;
CREATE TRIGGER dues_counts_insert AFTER INSERT ON members WHEN NEW.total_fee > NEW.paid_amount BEGIN
  INSERT INTO dues_counts (period_start, plan_id, branch_id, n) VALUES (NEW.period_start, NEW.plan_id, NEW.home_branch_id, 1)
    ON CONFLICT (period_start, plan_id, branch_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER dues_counts_delete AFTER DELETE ON members WHEN OLD.total_fee > OLD.paid_amount BEGIN
  UPDATE dues_counts SET n = n - 1
    WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND branch_id = OLD.home_branch_id;
  DELETE FROM dues_counts
    WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND branch_id = OLD.home_branch_id AND n <= 0;
END;
CREATE TRIGGER dues_counts_update_old
AFTER UPDATE OF total_fee, paid_amount, joining_date, renewed_on, plan_id, home_branch_id ON members
WHEN OLD.total_fee > OLD.paid_amount BEGIN
  UPDATE dues_counts SET n = n - 1
    WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND branch_id = OLD.home_branch_id;
  DELETE FROM dues_counts
    WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND branch_id = OLD.home_branch_id AND n <= 0;
END;
CREATE TRIGGER dues_counts_update_new
AFTER UPDATE OF total_fee, paid_amount, joining_date, renewed_on, plan_id, home_branch_id ON members
WHEN NEW.total_fee > NEW.paid_amount BEGIN
  INSERT INTO dues_counts (period_start, plan_id, branch_id, n) VALUES (NEW.period_start, NEW.plan_id, NEW.home_branch_id, 1)
    ON CONFLICT (period_start, plan_id, branch_id) DO UPDATE SET n = n + 1;
END;

DROP TRIGGER expiry_counts_insert;
DROP TRIGGER expiry_counts_delete;
DROP TRIGGER expiry_counts_update;
DROP TABLE expiry_counts;
CREATE TABLE expiry_counts (
  expire_date TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (expire_date, branch_id)
) WITHOUT ROWID;
INSERT INTO expiry_counts (expire_date, branch_id, n)
  SELECT expire_date, home_branch_id, count(*) FROM members GROUP BY expire_date, home_branch_id;
CREATE TRIGGER expiry_counts_insert AFTER INSERT ON members BEGIN
  INSERT INTO expiry_counts (expire_date, branch_id, n) VALUES (NEW.expire_date, NEW.home_branch_id, 1)
    ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER expiry_counts_delete AFTER DELETE ON members BEGIN
  UPDATE expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id;
  DELETE FROM expiry_counts WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id AND n <= 0;
END;
CREATE TRIGGER expiry_counts_update AFTER UPDATE OF expire_date, home_branch_id ON members BEGIN
  UPDATE expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id;
  DELETE FROM expiry_counts WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id AND n <= 0;
  INSERT INTO expiry_counts (expire_date, branch_id, n) VALUES (NEW.expire_date, NEW.home_branch_id, 1)
    ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = n + 1;
END;

DROP TRIGGER active_expiry_counts_insert;
DROP TRIGGER active_expiry_counts_delete;
DROP TRIGGER active_expiry_counts_update_old;
DROP TRIGGER active_expiry_counts_update_new;
DROP TABLE active_expiry_counts;
CREATE TABLE active_expiry_counts (
  expire_date TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (expire_date, branch_id)
) WITHOUT ROWID;
INSERT INTO active_expiry_counts (expire_date, branch_id, n)
  SELECT expire_date, home_branch_id, count(*) FROM members WHERE status = 'Active'
  GROUP BY expire_date, home_branch_id;
CREATE TRIGGER active_expiry_counts_insert AFTER INSERT ON members WHEN NEW.status = 'Active' BEGIN
  INSERT INTO active_expiry_counts (expire_date, branch_id, n) VALUES (NEW.expire_date, NEW.home_branch_id, 1)
    ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER active_expiry_counts_delete AFTER DELETE ON members WHEN OLD.status = 'Active' BEGIN
  UPDATE active_expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id;
  DELETE FROM active_expiry_counts
    WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id AND n <= 0;
END;
CREATE TRIGGER active_expiry_counts_update_old AFTER UPDATE OF status, expire_date, home_branch_id ON members
  WHEN OLD.status = 'Active' BEGIN
  UPDATE active_expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id;
  DELETE FROM active_expiry_counts
    WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id AND n <= 0;
END;
CREATE TRIGGER active_expiry_counts_update_new AFTER UPDATE OF status, expire_date, home_branch_id ON members
  WHEN NEW.status = 'Active' BEGIN
  INSERT INTO active_expiry_counts (expire_date, branch_id, n) VALUES (NEW.expire_date, NEW.home_branch_id, 1)
    ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = n + 1;
END;

DROP TRIGGER member_joins_insert;
DROP TRIGGER member_joins_delete;
DROP TRIGGER member_joins_update;
DROP TABLE member_joins_by_month;
CREATE TABLE member_joins_by_month (
  month TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (month, branch_id)
) WITHOUT ROWID;
INSERT INTO member_joins_by_month (month, branch_id, n)
  SELECT substr(joining_date, 1, 7), home_branch_id, count(*) FROM members
  GROUP BY substr(joining_date, 1, 7), home_branch_id;
CREATE TRIGGER member_joins_insert AFTER INSERT ON members BEGIN
  INSERT INTO member_joins_by_month (month, branch_id, n) VALUES (substr(NEW.joining_date, 1, 7), NEW.home_branch_id, 1)
    ON CONFLICT (month, branch_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER member_joins_delete AFTER DELETE ON members BEGIN
  UPDATE member_joins_by_month SET n = n - 1
    WHERE month = substr(OLD.joining_date, 1, 7) AND branch_id = OLD.home_branch_id;
END;
CREATE TRIGGER member_joins_update AFTER UPDATE OF joining_date, home_branch_id ON members
WHEN substr(OLD.joining_date, 1, 7) != substr(NEW.joining_date, 1, 7) OR OLD.home_branch_id != NEW.home_branch_id
BEGIN
  UPDATE member_joins_by_month SET n = n - 1
    WHERE month = substr(OLD.joining_date, 1, 7) AND branch_id = OLD.home_branch_id;
  INSERT INTO member_joins_by_month (month, branch_id, n) VALUES (substr(NEW.joining_date, 1, 7), NEW.home_branch_id, 1)
    ON CONFLICT (month, branch_id) DO UPDATE SET n = n + 1;
END;

-- What the members of each branch owe (it was one row for the gym, id 1).
DROP TRIGGER member_dues_insert;
DROP TRIGGER member_dues_delete;
DROP TRIGGER member_dues_update;
DROP TABLE member_dues;
CREATE TABLE member_dues (
  branch_id INTEGER PRIMARY KEY,
  members INTEGER NOT NULL,
  amount INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO member_dues (branch_id, members, amount)
  SELECT home_branch_id, count(*), sum(total_fee - paid_amount) FROM members WHERE total_fee > paid_amount
  GROUP BY home_branch_id;
CREATE TRIGGER member_dues_insert AFTER INSERT ON members WHEN NEW.total_fee > NEW.paid_amount BEGIN
  INSERT INTO member_dues (branch_id, members, amount) VALUES (NEW.home_branch_id, 1, NEW.total_fee - NEW.paid_amount)
    ON CONFLICT (branch_id) DO UPDATE SET members = members + 1, amount = amount + excluded.amount;
END;
CREATE TRIGGER member_dues_delete AFTER DELETE ON members WHEN OLD.total_fee > OLD.paid_amount BEGIN
  UPDATE member_dues SET members = members - 1, amount = amount - (OLD.total_fee - OLD.paid_amount)
    WHERE branch_id = OLD.home_branch_id;
END;
CREATE TRIGGER member_dues_update AFTER UPDATE OF total_fee, paid_amount, home_branch_id ON members BEGIN
  UPDATE member_dues SET
    members = members - (OLD.total_fee > OLD.paid_amount),
    amount = amount - max(OLD.total_fee - OLD.paid_amount, 0)
  WHERE branch_id = OLD.home_branch_id;
  INSERT INTO member_dues (branch_id, members, amount)
    VALUES (NEW.home_branch_id, NEW.total_fee > NEW.paid_amount, max(NEW.total_fee - NEW.paid_amount, 0))
    ON CONFLICT (branch_id) DO UPDATE SET members = members + excluded.members, amount = amount + excluded.amount;
END;

-- Money received per month and branch: an invoice's in its own branch, a credit note's in its
-- invoice's. Imported invoices and their voids stay left out (023).
DROP TRIGGER invoices_paid_insert;
DROP TRIGGER invoices_paid_delete;
DROP TRIGGER credit_notes_paid_insert;
DROP TABLE invoices_paid_by_month;
CREATE TABLE invoices_paid_by_month (
  month TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (month, branch_id)
) WITHOUT ROWID;
INSERT INTO invoices_paid_by_month (month, branch_id, amount)
  SELECT month, branch_id, sum(amount) FROM (
    SELECT substr(issued_on, 1, 7) AS month, branch_id, paid_amount AS amount FROM invoices
      WHERE import_id IS NULL
    UNION ALL SELECT substr(c.issued_on, 1, 7), i.branch_id, -c.amount FROM credit_notes c
      JOIN invoices i ON i.id = c.invoice_id WHERE i.import_id IS NULL
  ) money GROUP BY month, branch_id;
CREATE TRIGGER invoices_paid_insert AFTER INSERT ON invoices WHEN NEW.import_id IS NULL BEGIN
  INSERT INTO invoices_paid_by_month (month, branch_id, amount)
    VALUES (substr(NEW.issued_on, 1, 7), NEW.branch_id, NEW.paid_amount)
    ON CONFLICT (month, branch_id) DO UPDATE SET amount = amount + NEW.paid_amount;
END;
CREATE TRIGGER invoices_paid_delete AFTER DELETE ON invoices WHEN OLD.import_id IS NULL BEGIN
  UPDATE invoices_paid_by_month SET amount = amount - OLD.paid_amount
    WHERE month = substr(OLD.issued_on, 1, 7) AND branch_id = OLD.branch_id;
END;
CREATE TRIGGER credit_notes_paid_insert AFTER INSERT ON credit_notes
WHEN (SELECT import_id FROM invoices WHERE id = NEW.invoice_id) IS NULL
BEGIN
  INSERT INTO invoices_paid_by_month (month, branch_id, amount)
    VALUES (substr(NEW.issued_on, 1, 7), (SELECT branch_id FROM invoices WHERE id = NEW.invoice_id), -NEW.amount)
    ON CONFLICT (month, branch_id) DO UPDATE SET amount = amount - NEW.amount;
END;
