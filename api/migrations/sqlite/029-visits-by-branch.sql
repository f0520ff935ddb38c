-- Branches, part 3 (docs/product/branches.md §26): a visit belongs to the branch where it happened, which a
-- member with access to every branch need not be their home. Every visit from before is branch
-- 1's, the gym as it was (025).
--
-- As in 025 and 026, SQLite adds a column that references another table only with a NULL default:
-- the column holds its default, 1, with no REFERENCES (added in place, no visit rewritten), and
-- triggers do what the foreign key would. A visit naming no branch is refused, and a branch that
-- visits name is neither deleted nor renumbered (triggers of their own beside 026's, which they
-- leave as they are). PostgreSQL has the real foreign key.
ALTER TABLE attendance ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1;
-- One branch's day, newest first, and the check that a branch has no visit left.
CREATE INDEX attendance_branch_day ON attendance (branch_id, day);

CREATE TRIGGER attendance_branch_insert BEFORE INSERT ON attendance
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: attendance.branch_id'); END;
CREATE TRIGGER attendance_branch_update BEFORE UPDATE OF branch_id ON attendance
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: attendance.branch_id'); END;
CREATE TRIGGER branches_kept_delete_by_visits BEFORE DELETE ON branches
  WHEN EXISTS (SELECT 1 FROM attendance WHERE branch_id = OLD.id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with visits'); END;
CREATE TRIGGER branches_kept_renumber_by_visits BEFORE UPDATE OF id ON branches
  WHEN NEW.id <> OLD.id AND EXISTS (SELECT 1 FROM attendance WHERE branch_id = OLD.id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with visits'); END;

-- A day's check-ins and how many are open, per branch (008's counts, keyed by branch too): one
-- branch's day is a row, the whole gym's a sum over the branches. The branch comes last in the
-- key, so a gym with one branch reads the rows it read before.
DROP TRIGGER attendance_day_counts_insert;
DROP TRIGGER attendance_day_counts_delete;
DROP TRIGGER attendance_day_counts_update;
DROP TABLE attendance_day_counts;
CREATE TABLE attendance_day_counts (
  day TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  total INTEGER NOT NULL,
  open INTEGER NOT NULL,
  PRIMARY KEY (day, branch_id)
) WITHOUT ROWID;
INSERT INTO attendance_day_counts (day, branch_id, total, open)
  SELECT day, branch_id, count(*), sum(check_out IS NULL) FROM attendance GROUP BY day, branch_id;
CREATE TRIGGER attendance_day_counts_insert AFTER INSERT ON attendance BEGIN
  INSERT INTO attendance_day_counts (day, branch_id, total, open)
    VALUES (NEW.day, NEW.branch_id, 1, NEW.check_out IS NULL)
    ON CONFLICT (day, branch_id) DO UPDATE SET total = total + 1, open = open + (NEW.check_out IS NULL);
END;
CREATE TRIGGER attendance_day_counts_delete AFTER DELETE ON attendance BEGIN
  UPDATE attendance_day_counts SET total = total - 1, open = open - (OLD.check_out IS NULL)
    WHERE day = OLD.day AND branch_id = OLD.branch_id;
END;
CREATE TRIGGER attendance_day_counts_update AFTER UPDATE OF day, check_out, branch_id ON attendance BEGIN
  UPDATE attendance_day_counts SET total = total - 1, open = open - (OLD.check_out IS NULL)
    WHERE day = OLD.day AND branch_id = OLD.branch_id;
  INSERT INTO attendance_day_counts (day, branch_id, total, open)
    VALUES (NEW.day, NEW.branch_id, 1, NEW.check_out IS NULL)
    ON CONFLICT (day, branch_id) DO UPDATE SET total = total + 1, open = open + (NEW.check_out IS NULL);
END;
