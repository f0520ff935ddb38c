-- Branches, part 3 (docs/product/branches.md §26): a reminder task belongs to its member's home branch, and
-- the queue, its counts, the dashboard's card and the bell cover the branches chosen. Each task
-- carries that branch (branch_id), which triggers keep equal to its member's: a new task takes
-- it, and a member's move carries it to their tasks.
ALTER TABLE reminder_tasks ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1;
UPDATE reminder_tasks t SET branch_id = m.home_branch_id FROM members m
  WHERE m.id = t.member_id AND t.branch_id <> m.home_branch_id;
-- One branch's open tasks by due day, as reminder_tasks_open (024) for the whole gym.
CREATE INDEX reminder_tasks_open_branch ON reminder_tasks (branch_id, due_on, id) WHERE state = 'open';

CREATE FUNCTION reminder_tasks_branch_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.branch_id := coalesce((SELECT home_branch_id FROM members WHERE id = NEW.member_id), NEW.branch_id);
  RETURN NEW;
END $$;
CREATE TRIGGER reminder_tasks_branch_set BEFORE INSERT ON reminder_tasks
  FOR EACH ROW EXECUTE FUNCTION reminder_tasks_branch_set();
CREATE FUNCTION reminder_tasks_branch_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reminder_tasks SET branch_id = NEW.home_branch_id WHERE member_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER reminder_tasks_branch_move AFTER UPDATE OF home_branch_id ON members
  FOR EACH ROW WHEN (NEW.home_branch_id <> OLD.home_branch_id)
  EXECUTE FUNCTION reminder_tasks_branch_move();

-- Open tasks per day they are due and branch (024's counts, keyed by branch too): a branch's
-- queue adds up its own rows, the whole gym's every branch's. The branch comes last in the key,
-- so a gym with one branch reads the rows it read before. Rows are still written in key order,
-- so two planners at once lock them alike.
DROP TRIGGER reminder_open_days_add ON reminder_tasks;
DROP TRIGGER reminder_open_days_follow ON reminder_tasks;
DROP TABLE reminder_open_days;
CREATE TABLE reminder_open_days (
  due_on TEXT COLLATE "C" NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (due_on, branch_id)
);
INSERT INTO reminder_open_days (due_on, branch_id, n)
  SELECT due_on, branch_id, count(*) FROM reminder_tasks WHERE state = 'open' GROUP BY due_on, branch_id;
CREATE OR REPLACE FUNCTION reminder_open_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_open_days AS c (due_on, branch_id, n)
    SELECT due_on, branch_id, count(*) FROM inserted WHERE state = 'open'
    GROUP BY due_on, branch_id ORDER BY due_on, branch_id
    ON CONFLICT (due_on, branch_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER reminder_open_days_add AFTER INSERT ON reminder_tasks REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION reminder_open_days_add();
CREATE OR REPLACE FUNCTION reminder_open_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.state = 'open' THEN
      UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on AND branch_id = OLD.branch_id;
    END IF;
    RETURN NULL;
  END IF;
  IF OLD.state = 'open'
    AND (NEW.state <> 'open' OR NEW.due_on <> OLD.due_on OR NEW.branch_id <> OLD.branch_id) THEN
    UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on AND branch_id = OLD.branch_id;
  END IF;
  IF NEW.state = 'open'
    AND (OLD.state <> 'open' OR NEW.due_on <> OLD.due_on OR NEW.branch_id <> OLD.branch_id) THEN
    INSERT INTO reminder_open_days AS c (due_on, branch_id, n) VALUES (NEW.due_on, NEW.branch_id, 1)
      ON CONFLICT (due_on, branch_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER reminder_open_days_follow AFTER DELETE OR UPDATE OF state, due_on, branch_id ON reminder_tasks
  FOR EACH ROW EXECUTE FUNCTION reminder_open_days_follow();
