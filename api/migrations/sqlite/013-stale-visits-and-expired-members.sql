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
  expire_date TEXT PRIMARY KEY,
  n INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO active_expiry_counts (expire_date, n)
  SELECT expire_date, count(*) FROM members WHERE status = 'Active' GROUP BY expire_date;
CREATE TRIGGER active_expiry_counts_insert AFTER INSERT ON members WHEN NEW.status = 'Active' BEGIN
  INSERT INTO active_expiry_counts (expire_date, n) VALUES (NEW.expire_date, 1)
    ON CONFLICT (expire_date) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER active_expiry_counts_delete AFTER DELETE ON members WHEN OLD.status = 'Active' BEGIN
  UPDATE active_expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date;
  DELETE FROM active_expiry_counts WHERE expire_date = OLD.expire_date AND n <= 0;
END;
CREATE TRIGGER active_expiry_counts_update_old AFTER UPDATE OF status, expire_date ON members
  WHEN OLD.status = 'Active' BEGIN
  UPDATE active_expiry_counts SET n = n - 1 WHERE expire_date = OLD.expire_date;
  DELETE FROM active_expiry_counts WHERE expire_date = OLD.expire_date AND n <= 0;
END;
CREATE TRIGGER active_expiry_counts_update_new AFTER UPDATE OF status, expire_date ON members
  WHEN NEW.status = 'Active' BEGIN
  INSERT INTO active_expiry_counts (expire_date, n) VALUES (NEW.expire_date, 1)
    ON CONFLICT (expire_date) DO UPDATE SET n = n + 1;
END;
