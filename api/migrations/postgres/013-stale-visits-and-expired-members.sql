-- A visit left open on an earlier day is closed when the member next checks in (docs/product/attendance.md
-- §16): its check-out is set to its check-in, on that day, and marked as not recorded, so the
-- record can say "No check-out recorded" instead of a time nobody saw.
ALTER TABLE attendance ADD COLUMN no_check_out INTEGER NOT NULL DEFAULT 0
  CHECK (no_check_out IN (0, 1) AND (no_check_out = 0 OR check_out = check_in));

-- Active members per expiry day, kept by triggers: "Active" as shown (an Active member whose expiry
-- is today or later) and "Expired" (an Active member whose expiry is before today) are then sums
-- over a range of days, not counts over every member (the dashboard's card, the members list's
-- totals by status).
CREATE TABLE active_expiry_counts (
  expire_date TEXT COLLATE "C" PRIMARY KEY,
  n INTEGER NOT NULL
);
INSERT INTO active_expiry_counts (expire_date, n)
  SELECT expire_date, count(*) FROM members WHERE status = 'Active' GROUP BY expire_date;
CREATE FUNCTION active_expiry_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'Active' THEN
    UPDATE active_expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date;
    DELETE FROM active_expiry_counts WHERE expire_date = OLD.expire_date AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'Active' THEN
    INSERT INTO active_expiry_counts AS c (expire_date, n) VALUES (NEW.expire_date, 1)
      ON CONFLICT (expire_date) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER active_expiry_counts_follow AFTER DELETE OR UPDATE OF status, expire_date ON members
  FOR EACH ROW EXECUTE FUNCTION active_expiry_counts_follow();
CREATE FUNCTION active_expiry_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO active_expiry_counts AS c (expire_date, n)
    SELECT expire_date, count(*) FROM inserted WHERE status = 'Active' GROUP BY expire_date
    ON CONFLICT (expire_date) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER active_expiry_counts_add AFTER INSERT ON members REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION active_expiry_counts_add();
