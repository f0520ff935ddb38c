-- Dues, payments and renewals (docs/product/billing.md §20).

-- 1. Invoices may record cash, UPI, card or bank transfer.
ALTER TABLE invoices DROP CONSTRAINT invoices_payment_method;
ALTER TABLE invoices ADD CONSTRAINT invoices_payment_method CHECK (payment_method IN ('cash', 'upi', 'card', 'bank'));

-- 2. The current period: it starts at the joining date until the member is first renewed, then at
-- the last renewal. A generated column, so every write keeps it right without being told.
ALTER TABLE members ADD COLUMN renewed_on TEXT COLLATE "C";
ALTER TABLE members ADD COLUMN period_start TEXT COLLATE "C" GENERATED ALWAYS AS (coalesce(renewed_on, joining_date)) STORED;

-- 3. The pending list: members who owe, oldest bill first. A partial index holds only them.
CREATE INDEX members_owing ON members (period_start, id) WHERE total_fee > paid_amount;

-- Members who owe, per (period start, plan), kept by a trigger: a page's total (and each age
-- filter's, and a plan-name search's) is a sum over days and plans, never a count of members.
CREATE TABLE dues_counts (
  period_start TEXT COLLATE "C" NOT NULL,
  plan_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (period_start, plan_id)
);
INSERT INTO dues_counts (period_start, plan_id, n)
  SELECT period_start, plan_id, count(*) FROM members WHERE total_fee > paid_amount GROUP BY period_start, plan_id;
CREATE FUNCTION dues_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.total_fee > OLD.paid_amount THEN
    UPDATE dues_counts SET n = n - 1 WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id;
    DELETE FROM dues_counts WHERE period_start = OLD.period_start AND plan_id = OLD.plan_id AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.total_fee > NEW.paid_amount THEN
    INSERT INTO dues_counts AS c (period_start, plan_id, n) VALUES (NEW.period_start, NEW.plan_id, 1)
      ON CONFLICT (period_start, plan_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER dues_counts_follow AFTER DELETE OR UPDATE OF total_fee, paid_amount, joining_date, renewed_on, plan_id
  ON members FOR EACH ROW EXECUTE FUNCTION dues_counts_follow();
CREATE FUNCTION dues_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dues_counts AS c (period_start, plan_id, n)
    SELECT period_start, plan_id, count(*) FROM inserted WHERE total_fee > paid_amount GROUP BY period_start, plan_id
    ON CONFLICT (period_start, plan_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER dues_counts_add AFTER INSERT ON members REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION dues_counts_add();

-- 4. The expired list: members by expiry, and how many expire each day (for its total).
CREATE INDEX members_expire_date ON members (expire_date, id);
CREATE TABLE expiry_counts (
  expire_date TEXT COLLATE "C" PRIMARY KEY,
  n INTEGER NOT NULL
);
INSERT INTO expiry_counts (expire_date, n) SELECT expire_date, count(*) FROM members GROUP BY expire_date;
CREATE FUNCTION expiry_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date;
    DELETE FROM expiry_counts WHERE expire_date = OLD.expire_date AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO expiry_counts AS c (expire_date, n) VALUES (NEW.expire_date, 1)
      ON CONFLICT (expire_date) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER expiry_counts_follow AFTER DELETE OR UPDATE OF expire_date ON members
  FOR EACH ROW EXECUTE FUNCTION expiry_counts_follow();
CREATE FUNCTION expiry_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expiry_counts AS c (expire_date, n)
    SELECT expire_date, count(*) FROM inserted GROUP BY expire_date
    ON CONFLICT (expire_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER expiry_counts_add AFTER INSERT ON members REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION expiry_counts_add();
