-- The dashboard and the notification bell answer in the same time at 100,000 members as at 100:
-- sums that would read every member or every invoice are kept by triggers instead, and the
-- moving windows (expiring soon, largest dues) are read through indexes.

-- Members who joined in each calendar month ('YYYY-MM'): New Members and the growth chart read a
-- handful of rows instead of counting joins.
CREATE TABLE member_joins_by_month (
  month TEXT COLLATE "C" PRIMARY KEY,
  n INTEGER NOT NULL
);
INSERT INTO member_joins_by_month (month, n)
  SELECT substr(joining_date, 1, 7), count(*) FROM members GROUP BY substr(joining_date, 1, 7);
CREATE FUNCTION member_joins_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE member_joins_by_month SET n = n - 1 WHERE month = substr(OLD.joining_date, 1, 7);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO member_joins_by_month AS c (month, n) VALUES (substr(NEW.joining_date, 1, 7), 1)
      ON CONFLICT (month) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_joins_follow AFTER DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION member_joins_follow();
CREATE FUNCTION member_joins_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_joins_by_month AS c (month, n)
    SELECT substr(joining_date, 1, 7), count(*) FROM inserted GROUP BY substr(joining_date, 1, 7)
    ON CONFLICT (month) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER member_joins_add AFTER INSERT ON members REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION member_joins_add();
-- An edit that keeps the month changes nothing here.
CREATE TRIGGER member_joins_follow_update AFTER UPDATE OF joining_date ON members
  FOR EACH ROW WHEN (substr(OLD.joining_date, 1, 7) <> substr(NEW.joining_date, 1, 7))
  EXECUTE FUNCTION member_joins_follow();

-- Money received per calendar month of issue: the sum of the invoices' paid amounts. Invoices are
-- never edited (a trigger refuses it), so an insert adds and a delete takes away.
CREATE TABLE invoices_paid_by_month (
  month TEXT COLLATE "C" PRIMARY KEY,
  amount INTEGER NOT NULL
);
INSERT INTO invoices_paid_by_month (month, amount)
  SELECT substr(issued_on, 1, 7), sum(paid_amount) FROM invoices GROUP BY substr(issued_on, 1, 7);
CREATE FUNCTION invoices_paid_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices_paid_by_month SET amount = amount - OLD.paid_amount WHERE month = substr(OLD.issued_on, 1, 7);
  RETURN NULL;
END $$;
CREATE TRIGGER invoices_paid_follow AFTER DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_paid_follow();
CREATE FUNCTION invoices_paid_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoices_paid_by_month AS c (month, amount)
    SELECT substr(issued_on, 1, 7), sum(paid_amount) FROM inserted GROUP BY substr(issued_on, 1, 7)
    ON CONFLICT (month) DO UPDATE SET amount = c.amount + excluded.amount;
  RETURN NULL;
END $$;
CREATE TRIGGER invoices_paid_add AFTER INSERT ON invoices REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_paid_add();

-- What every member still owes, in one row: due = greatest(fee - paid, 0), and how many owe anything.
CREATE TABLE member_dues (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  members INTEGER NOT NULL,
  amount INTEGER NOT NULL
);
INSERT INTO member_dues (id, members, amount)
  SELECT 1, count(*), coalesce(sum(total_fee - paid_amount), 0) FROM members WHERE total_fee > paid_amount;
CREATE FUNCTION member_dues_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owing_before INTEGER := 0;
  due_before INTEGER := 0;
  owing_after INTEGER := 0;
  due_after INTEGER := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    owing_before := (OLD.total_fee > OLD.paid_amount)::int;
    due_before := greatest(OLD.total_fee - OLD.paid_amount, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    owing_after := (NEW.total_fee > NEW.paid_amount)::int;
    due_after := greatest(NEW.total_fee - NEW.paid_amount, 0);
  END IF;
  -- Only a change touches the one row every writer shares.
  IF owing_before <> owing_after OR due_before <> due_after THEN
    UPDATE member_dues SET members = members - owing_before + owing_after, amount = amount - due_before + due_after WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_dues_follow AFTER DELETE OR UPDATE OF total_fee, paid_amount ON members
  FOR EACH ROW EXECUTE FUNCTION member_dues_follow();
CREATE FUNCTION member_dues_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_dues SET members = member_dues.members + owing.members, amount = member_dues.amount + owing.amount
    FROM (SELECT count(*) AS members, coalesce(sum(total_fee - paid_amount), 0) AS amount
          FROM inserted WHERE total_fee > paid_amount) AS owing
    WHERE id = 1 AND owing.members > 0;
  RETURN NULL;
END $$;
CREATE TRIGGER member_dues_add AFTER INSERT ON members REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION member_dues_add();

-- Active members expiring in the coming days: a range on (status, expire_date).
CREATE INDEX members_status_expire_date ON members (status, expire_date);
-- The members who owe, largest due first, read from the top of this index (the bell's list).
-- (members_owing, from 006, orders them by period for the pending list.)
CREATE INDEX members_owing_by_due ON members ((total_fee - paid_amount)) WHERE total_fee > paid_amount;
-- Trainers who joined in each month of the growth chart.
CREATE INDEX trainers_staff_role_created_at ON trainers_staff (role, created_at);
