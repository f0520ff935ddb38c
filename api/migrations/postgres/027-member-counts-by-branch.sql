-- Branches, part 3 (docs/product/branches.md §26): every list, count and dashboard figure covers the branch
-- chosen in the top bar. The counts kept by triggers for the members' side take the branch into
-- their key (a member's home branch; an invoice's own branch, a credit note its invoice's), so a
-- branch's totals stay a sum over a handful of rows, and the gym's are the sum over its branches.
-- The branch comes last in each key: the whole gym's reads (every one-branch gym's) walk the same
-- ranges as before. A member moved to another branch (an update of home_branch_id) leaves one
-- branch's counts for the other's. Each table is rebuilt from the rows it counts.

DROP TABLE member_counts;
CREATE TABLE member_counts (
  plan_id INTEGER NOT NULL,
  status TEXT COLLATE "C" NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (plan_id, status, branch_id)
);
INSERT INTO member_counts (plan_id, status, branch_id, n)
  SELECT plan_id, status, home_branch_id, count(*) FROM members GROUP BY plan_id, status, home_branch_id;
CREATE OR REPLACE FUNCTION member_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE member_counts SET n = n - 1
      WHERE plan_id = OLD.plan_id AND status = OLD.status AND branch_id = OLD.home_branch_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO member_counts AS c (plan_id, status, branch_id, n) VALUES (NEW.plan_id, NEW.status, NEW.home_branch_id, 1)
      ON CONFLICT (plan_id, status, branch_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER member_counts_follow ON members;
CREATE TRIGGER member_counts_follow AFTER DELETE OR UPDATE OF plan_id, status, home_branch_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_counts_follow();
CREATE OR REPLACE FUNCTION member_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_counts AS c (plan_id, status, branch_id, n)
    SELECT plan_id, status, home_branch_id, count(*) FROM inserted GROUP BY plan_id, status, home_branch_id
    ON CONFLICT (plan_id, status, branch_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

DROP TABLE dues_counts;
CREATE TABLE dues_counts (
  period_start TEXT COLLATE "C" NOT NULL,
  plan_id INTEGER NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (period_start, plan_id, branch_id)
);
INSERT INTO dues_counts (period_start, plan_id, branch_id, n)
  SELECT period_start, plan_id, home_branch_id, count(*) FROM members WHERE total_fee > paid_amount
  GROUP BY period_start, plan_id, home_branch_id;
CREATE OR REPLACE FUNCTION dues_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.total_fee > OLD.paid_amount THEN
    UPDATE dues_counts SET n = n - 1
      WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND branch_id = OLD.home_branch_id;
    DELETE FROM dues_counts
      WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND branch_id = OLD.home_branch_id AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.total_fee > NEW.paid_amount THEN
    INSERT INTO dues_counts AS c (period_start, plan_id, branch_id, n)
      VALUES (NEW.period_start, NEW.plan_id, NEW.home_branch_id, 1)
      ON CONFLICT (period_start, plan_id, branch_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER dues_counts_follow ON members;
CREATE TRIGGER dues_counts_follow
  AFTER DELETE OR UPDATE OF total_fee, paid_amount, joining_date, renewed_on, plan_id, home_branch_id
  ON members FOR EACH ROW EXECUTE FUNCTION dues_counts_follow();
CREATE OR REPLACE FUNCTION dues_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dues_counts AS c (period_start, plan_id, branch_id, n)
    SELECT period_start, plan_id, home_branch_id, count(*) FROM inserted WHERE total_fee > paid_amount
      GROUP BY period_start, plan_id, home_branch_id
    ON CONFLICT (period_start, plan_id, branch_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

DROP TABLE expiry_counts;
CREATE TABLE expiry_counts (
  expire_date TEXT COLLATE "C" NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (expire_date, branch_id)
);
INSERT INTO expiry_counts (expire_date, branch_id, n)
  SELECT expire_date, home_branch_id, count(*) FROM members GROUP BY expire_date, home_branch_id;
CREATE OR REPLACE FUNCTION expiry_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id;
    DELETE FROM expiry_counts WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO expiry_counts AS c (expire_date, branch_id, n) VALUES (NEW.expire_date, NEW.home_branch_id, 1)
      ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER expiry_counts_follow ON members;
CREATE TRIGGER expiry_counts_follow AFTER DELETE OR UPDATE OF expire_date, home_branch_id ON members
  FOR EACH ROW EXECUTE FUNCTION expiry_counts_follow();
CREATE OR REPLACE FUNCTION expiry_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expiry_counts AS c (expire_date, branch_id, n)
    SELECT expire_date, home_branch_id, count(*) FROM inserted GROUP BY expire_date, home_branch_id
    ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

DROP TABLE active_expiry_counts;
CREATE TABLE active_expiry_counts (
  expire_date TEXT COLLATE "C" NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (expire_date, branch_id)
);
INSERT INTO active_expiry_counts (expire_date, branch_id, n)
  SELECT expire_date, home_branch_id, count(*) FROM members WHERE status = 'Active'
  GROUP BY expire_date, home_branch_id;
CREATE OR REPLACE FUNCTION active_expiry_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'Active' THEN
    UPDATE active_expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id;
    DELETE FROM active_expiry_counts
      WHERE expire_date = OLD.expire_date AND branch_id = OLD.home_branch_id AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'Active' THEN
    INSERT INTO active_expiry_counts AS c (expire_date, branch_id, n) VALUES (NEW.expire_date, NEW.home_branch_id, 1)
      ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER active_expiry_counts_follow ON members;
CREATE TRIGGER active_expiry_counts_follow AFTER DELETE OR UPDATE OF status, expire_date, home_branch_id ON members
  FOR EACH ROW EXECUTE FUNCTION active_expiry_counts_follow();
CREATE OR REPLACE FUNCTION active_expiry_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO active_expiry_counts AS c (expire_date, branch_id, n)
    SELECT expire_date, home_branch_id, count(*) FROM inserted WHERE status = 'Active'
      GROUP BY expire_date, home_branch_id
    ON CONFLICT (expire_date, branch_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

DROP TABLE member_joins_by_month;
CREATE TABLE member_joins_by_month (
  month TEXT COLLATE "C" NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (month, branch_id)
);
INSERT INTO member_joins_by_month (month, branch_id, n)
  SELECT substr(joining_date, 1, 7), home_branch_id, count(*) FROM members
  GROUP BY substr(joining_date, 1, 7), home_branch_id;
CREATE OR REPLACE FUNCTION member_joins_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE member_joins_by_month SET n = n - 1
      WHERE month = substr(OLD.joining_date, 1, 7) AND branch_id = OLD.home_branch_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO member_joins_by_month AS c (month, branch_id, n)
      VALUES (substr(NEW.joining_date, 1, 7), NEW.home_branch_id, 1)
      ON CONFLICT (month, branch_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION member_joins_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_joins_by_month AS c (month, branch_id, n)
    SELECT substr(joining_date, 1, 7), home_branch_id, count(*) FROM inserted
      GROUP BY substr(joining_date, 1, 7), home_branch_id
    ON CONFLICT (month, branch_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
-- An edit that keeps the month and the branch changes nothing here.
DROP TRIGGER member_joins_follow_update ON members;
CREATE TRIGGER member_joins_follow_update AFTER UPDATE OF joining_date, home_branch_id ON members
  FOR EACH ROW WHEN (substr(OLD.joining_date, 1, 7) <> substr(NEW.joining_date, 1, 7)
    OR OLD.home_branch_id <> NEW.home_branch_id)
  EXECUTE FUNCTION member_joins_follow();

-- What the members of each branch owe (it was one row for the gym, id 1).
DROP TABLE member_dues;
CREATE TABLE member_dues (
  branch_id INTEGER PRIMARY KEY,
  members INTEGER NOT NULL,
  amount INTEGER NOT NULL
);
INSERT INTO member_dues (branch_id, members, amount)
  SELECT home_branch_id, count(*), sum(total_fee - paid_amount) FROM members WHERE total_fee > paid_amount
  GROUP BY home_branch_id;
CREATE OR REPLACE FUNCTION member_dues_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owing_before INTEGER := 0;
  due_before INTEGER := 0;
  owing_after INTEGER := 0;
  due_after INTEGER := 0;
  moved BOOLEAN := TG_OP = 'UPDATE' AND OLD.home_branch_id <> NEW.home_branch_id;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    owing_before := (OLD.total_fee > OLD.paid_amount)::int;
    due_before := greatest(OLD.total_fee - OLD.paid_amount, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    owing_after := (NEW.total_fee > NEW.paid_amount)::int;
    due_after := greatest(NEW.total_fee - NEW.paid_amount, 0);
  END IF;
  -- Only a change touches the row every writer of the branch shares.
  IF moved THEN
    IF owing_before > 0 THEN
      UPDATE member_dues SET members = members - owing_before, amount = amount - due_before
        WHERE branch_id = OLD.home_branch_id;
    END IF;
    IF owing_after > 0 THEN
      INSERT INTO member_dues AS d (branch_id, members, amount) VALUES (NEW.home_branch_id, owing_after, due_after)
        ON CONFLICT (branch_id) DO UPDATE SET members = d.members + excluded.members, amount = d.amount + excluded.amount;
    END IF;
  ELSIF owing_before <> owing_after OR due_before <> due_after THEN
    INSERT INTO member_dues AS d (branch_id, members, amount)
      VALUES (coalesce(NEW.home_branch_id, OLD.home_branch_id), owing_after - owing_before, due_after - due_before)
      ON CONFLICT (branch_id) DO UPDATE SET members = d.members + excluded.members, amount = d.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER member_dues_follow ON members;
CREATE TRIGGER member_dues_follow AFTER DELETE OR UPDATE OF total_fee, paid_amount, home_branch_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_dues_follow();
CREATE OR REPLACE FUNCTION member_dues_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_dues AS d (branch_id, members, amount)
    SELECT home_branch_id, count(*), sum(total_fee - paid_amount) FROM inserted WHERE total_fee > paid_amount
      GROUP BY home_branch_id
    ON CONFLICT (branch_id) DO UPDATE SET members = d.members + excluded.members, amount = d.amount + excluded.amount;
  RETURN NULL;
END $$;

-- Money received per month and branch: an invoice's in its own branch, a credit note's in its
-- invoice's. Imported invoices and their voids stay left out (023).
DROP TABLE invoices_paid_by_month;
CREATE TABLE invoices_paid_by_month (
  month TEXT COLLATE "C" NOT NULL,
  branch_id INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (month, branch_id)
);
INSERT INTO invoices_paid_by_month (month, branch_id, amount)
  SELECT month, branch_id, sum(amount) FROM (
    SELECT substr(issued_on, 1, 7) AS month, branch_id, paid_amount AS amount FROM invoices
      WHERE import_id IS NULL
    UNION ALL SELECT substr(c.issued_on, 1, 7), i.branch_id, -c.amount FROM credit_notes c
      JOIN invoices i ON i.id = c.invoice_id WHERE i.import_id IS NULL
  ) money GROUP BY month, branch_id;
CREATE OR REPLACE FUNCTION invoices_paid_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.import_id IS NULL THEN
    UPDATE invoices_paid_by_month SET amount = amount - OLD.paid_amount
      WHERE month = substr(OLD.issued_on, 1, 7) AND branch_id = OLD.branch_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION invoices_paid_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoices_paid_by_month AS c (month, branch_id, amount)
    SELECT substr(issued_on, 1, 7), branch_id, sum(paid_amount) FROM inserted WHERE import_id IS NULL
      GROUP BY substr(issued_on, 1, 7), branch_id
    ON CONFLICT (month, branch_id) DO UPDATE SET amount = c.amount + excluded.amount;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION credit_notes_paid_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoices_paid_by_month AS c (month, branch_id, amount)
    SELECT substr(n.issued_on, 1, 7), i.branch_id, -sum(n.amount) FROM inserted n
      JOIN invoices i ON i.id = n.invoice_id WHERE i.import_id IS NULL
      GROUP BY substr(n.issued_on, 1, 7), i.branch_id
    ON CONFLICT (month, branch_id) DO UPDATE SET amount = c.amount + excluded.amount;
  RETURN NULL;
END $$;
