-- Branches, part 3 (docs/product/branches.md §26): a reminder task belongs to its member's home branch, and
-- the queue, its counts, the dashboard's card and the bell cover the branches chosen. Each task
-- carries that branch (branch_id), which triggers keep equal to its member's: a new task takes
-- it, and a member's move carries it to their tasks. The tasks stay data the move to PostgreSQL
-- copies (db/move/source-tables.ts says so).
ALTER TABLE reminder_tasks ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1;
UPDATE reminder_tasks SET branch_id = (SELECT home_branch_id FROM members m WHERE m.id = reminder_tasks.member_id)
  WHERE branch_id <> (SELECT home_branch_id FROM members m WHERE m.id = reminder_tasks.member_id);
-- One branch's open tasks by due day, as reminder_tasks_open (024) for the whole gym.
CREATE INDEX reminder_tasks_open_branch ON reminder_tasks (branch_id, due_on, id) WHERE state = 'open';

-- SQLite cannot set a column of the row being inserted: the task's branch is put right just after,
-- which the counts' triggers below follow like any change of branch (writers name it already, so
-- this writes nothing but for a row that names none).
CREATE TRIGGER reminder_tasks_branch_add AFTER INSERT ON reminder_tasks
  WHEN NEW.branch_id IS NOT (SELECT home_branch_id FROM members WHERE id = NEW.member_id)
BEGIN
  UPDATE reminder_tasks SET branch_id = (SELECT home_branch_id FROM members WHERE id = NEW.member_id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER reminder_tasks_branch_move AFTER UPDATE OF home_branch_id ON members
  WHEN NEW.home_branch_id <> OLD.home_branch_id
BEGIN
  UPDATE reminder_tasks SET branch_id = NEW.home_branch_id WHERE member_id = NEW.id;
END;

-- Open tasks per day they are due and branch (024's counts, keyed by branch too): a branch's
-- queue adds up its own rows, the whole gym's every branch's. The branch comes last in the key,
-- so a gym with one branch reads the rows it read before.
DROP TRIGGER reminder_open_days_add;
DROP TRIGGER reminder_open_days_remove;
DROP TRIGGER reminder_open_days_leave;
DROP TRIGGER reminder_open_days_enter;
DROP TABLE reminder_open_days;
CREATE TABLE reminder_open_days (
  due_on TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (due_on, branch_id)
) WITHOUT ROWID;
INSERT INTO reminder_open_days (due_on, branch_id, n)
  SELECT due_on, branch_id, count(*) FROM reminder_tasks WHERE state = 'open' GROUP BY due_on, branch_id;
CREATE TRIGGER reminder_open_days_add AFTER INSERT ON reminder_tasks
  WHEN NEW.state = 'open'
BEGIN
  INSERT INTO reminder_open_days (due_on, branch_id, n) VALUES (NEW.due_on, NEW.branch_id, 1)
    ON CONFLICT (due_on, branch_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER reminder_open_days_remove AFTER DELETE ON reminder_tasks
  WHEN OLD.state = 'open'
BEGIN
  UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on AND branch_id = OLD.branch_id;
END;
CREATE TRIGGER reminder_open_days_leave AFTER UPDATE OF state, due_on, branch_id ON reminder_tasks
  WHEN OLD.state = 'open'
    AND (NEW.state <> 'open' OR NEW.due_on <> OLD.due_on OR NEW.branch_id <> OLD.branch_id)
BEGIN
  UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on AND branch_id = OLD.branch_id;
END;
CREATE TRIGGER reminder_open_days_enter AFTER UPDATE OF state, due_on, branch_id ON reminder_tasks
  WHEN NEW.state = 'open'
    AND (OLD.state <> 'open' OR NEW.due_on <> OLD.due_on OR NEW.branch_id <> OLD.branch_id)
BEGIN
  INSERT INTO reminder_open_days (due_on, branch_id, n) VALUES (NEW.due_on, NEW.branch_id, 1)
    ON CONFLICT (due_on, branch_id) DO UPDATE SET n = n + 1;
END;
