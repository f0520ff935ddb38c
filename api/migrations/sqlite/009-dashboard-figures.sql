-- The dashboard and the notification bell answer in the same time at 100,000 members as at 100:
-- sums that would read every member or every invoice are kept by triggers instead, and the
-- moving windows (expiring soon, largest dues) are read through indexes.

-- Members who joined in each calendar month ('YYYY-MM'): New Members and the growth chart read a
-- handful of rows instead of counting joins.
CREATE TABLE member_joins_by_month (
  month TEXT PRIMARY KEY,
  n INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO member_joins_by_month (month, n)
  SELECT substr(joining_date, 1, 7), count(*) FROM members GROUP BY substr(joining_date, 1, 7);
CREATE TRIGGER member_joins_insert AFTER INSERT ON members BEGIN
  INSERT INTO member_joins_by_month (month, n) VALUES (substr(NEW.joining_date, 1, 7), 1)
    ON CONFLICT (month) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER member_joins_delete AFTER DELETE ON members BEGIN
  UPDATE member_joins_by_month SET n = n - 1 WHERE month = substr(OLD.joining_date, 1, 7);
END;
CREATE TRIGGER member_joins_update AFTER UPDATE OF joining_date ON members
WHEN substr(OLD.joining_date, 1, 7) != substr(NEW.joining_date, 1, 7)
BEGIN
  UPDATE member_joins_by_month SET n = n - 1 WHERE month = substr(OLD.joining_date, 1, 7);
  INSERT INTO member_joins_by_month (month, n) VALUES (substr(NEW.joining_date, 1, 7), 1)
    ON CONFLICT (month) DO UPDATE SET n = n + 1;
END;

-- Money received per calendar month of issue: the sum of the invoices' paid amounts. Invoices are
-- never edited (a trigger refuses it), so an insert adds and a delete takes away.
CREATE TABLE invoices_paid_by_month (
  month TEXT PRIMARY KEY,
  amount INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO invoices_paid_by_month (month, amount)
  SELECT substr(issued_on, 1, 7), sum(paid_amount) FROM invoices GROUP BY substr(issued_on, 1, 7);
CREATE TRIGGER invoices_paid_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO invoices_paid_by_month (month, amount) VALUES (substr(NEW.issued_on, 1, 7), NEW.paid_amount)
    ON CONFLICT (month) DO UPDATE SET amount = amount + NEW.paid_amount;
END;
CREATE TRIGGER invoices_paid_delete AFTER DELETE ON invoices BEGIN
  UPDATE invoices_paid_by_month SET amount = amount - OLD.paid_amount WHERE month = substr(OLD.issued_on, 1, 7);
END;

-- What every member still owes, in one row: due = max(fee - paid, 0), and how many owe anything.
CREATE TABLE member_dues (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  members INTEGER NOT NULL,
  amount INTEGER NOT NULL
);
INSERT INTO member_dues (id, members, amount)
  SELECT 1, count(*), coalesce(sum(total_fee - paid_amount), 0) FROM members WHERE total_fee > paid_amount;
CREATE TRIGGER member_dues_insert AFTER INSERT ON members WHEN NEW.total_fee > NEW.paid_amount BEGIN
  UPDATE member_dues SET members = members + 1, amount = amount + NEW.total_fee - NEW.paid_amount WHERE id = 1;
END;
CREATE TRIGGER member_dues_delete AFTER DELETE ON members WHEN OLD.total_fee > OLD.paid_amount BEGIN
  UPDATE member_dues SET members = members - 1, amount = amount - (OLD.total_fee - OLD.paid_amount) WHERE id = 1;
END;
CREATE TRIGGER member_dues_update AFTER UPDATE OF total_fee, paid_amount ON members BEGIN
  UPDATE member_dues SET
    members = members - (OLD.total_fee > OLD.paid_amount) + (NEW.total_fee > NEW.paid_amount),
    amount = amount - max(OLD.total_fee - OLD.paid_amount, 0) + max(NEW.total_fee - NEW.paid_amount, 0)
  WHERE id = 1;
END;

-- Active members expiring in the coming days: a range on (status, expire_date).
CREATE INDEX members_status_expire_date ON members (status, expire_date);
-- The members who owe, largest due first, read from the top of this index (the bell's list).
-- (members_owing, from 006, orders them by period for the pending list.)
CREATE INDEX members_owing_by_due ON members (total_fee - paid_amount) WHERE total_fee > paid_amount;
-- Trainers who joined in each month of the growth chart.
CREATE INDEX trainers_staff_role_created_at ON trainers_staff (role, created_at);
