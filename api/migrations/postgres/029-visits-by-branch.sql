-- Branches, part 3 (docs/product/branches.md §26): a visit belongs to the branch where it happened, which a
-- member with access to every branch need not be their home. Every visit from before is branch
-- 1's, the gym as it was (025). A column added with a constant default is written into no row;
-- the foreign key checks the visits once.
ALTER TABLE attendance ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1 REFERENCES branches (id);
-- One branch's day, newest first, and the foreign key's check when a branch goes.
CREATE INDEX attendance_branch_day ON attendance (branch_id, day, id);

-- A day's check-ins and how many are open, per branch (008's counts, keyed by branch too): one
-- branch's day is a row, the whole gym's a sum over the branches. The branch comes last in the
-- key, so a gym with one branch reads the rows it read before.
DROP TRIGGER attendance_day_counts_follow ON attendance;
DROP TRIGGER attendance_day_counts_add ON attendance;
DROP TABLE attendance_day_counts;
CREATE TABLE attendance_day_counts (
  day TEXT COLLATE "C" NOT NULL,
  branch_id INTEGER NOT NULL,
  total INTEGER NOT NULL,
  open INTEGER NOT NULL,
  PRIMARY KEY (day, branch_id)
);
INSERT INTO attendance_day_counts (day, branch_id, total, open)
  SELECT day, branch_id, count(*), count(*) FILTER (WHERE check_out IS NULL) FROM attendance
  GROUP BY day, branch_id;
CREATE OR REPLACE FUNCTION attendance_day_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE attendance_day_counts SET total = total - 1, open = open - (OLD.check_out IS NULL)::int
      WHERE day = OLD.day AND branch_id = OLD.branch_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO attendance_day_counts AS c (day, branch_id, total, open)
      VALUES (NEW.day, NEW.branch_id, 1, (NEW.check_out IS NULL)::int)
      ON CONFLICT (day, branch_id) DO UPDATE SET total = c.total + 1, open = c.open + (NEW.check_out IS NULL)::int;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER attendance_day_counts_follow AFTER DELETE OR UPDATE OF day, check_out, branch_id ON attendance
  FOR EACH ROW EXECUTE FUNCTION attendance_day_counts_follow();
CREATE OR REPLACE FUNCTION attendance_day_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_day_counts AS c (day, branch_id, total, open)
    SELECT day, branch_id, count(*), count(*) FILTER (WHERE check_out IS NULL) FROM inserted
    GROUP BY day, branch_id
    ON CONFLICT (day, branch_id) DO UPDATE SET total = c.total + excluded.total, open = c.open + excluded.open;
  RETURN NULL;
END $$;
CREATE TRIGGER attendance_day_counts_add AFTER INSERT ON attendance REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_day_counts_add();
