-- Reminders (docs/product/reminders.md §25). Rules turn expiries, dues and broken promises into tasks, once
-- per member, rule and period (the UNIQUE key below, which also makes two planners running at
-- once, on two API instances, harmless); the desk logs each contact with a member in
-- member_contacts.

-- "Do not send reminders" on the member form: such a member gets no task.
ALTER TABLE members ADD COLUMN no_reminders INTEGER NOT NULL DEFAULT 0 CHECK (no_reminders IN (0, 1));

CREATE TABLE reminder_rules (
  id SERIAL PRIMARY KEY,
  kind TEXT COLLATE "C" NOT NULL CHECK (kind IN ('expiry', 'dues', 'promise')),
  -- expiry: the day relative to the expiry (−7 = seven days before); dues: every N days; promise: 0.
  days INTEGER NOT NULL,
  template TEXT COLLATE "C" NOT NULL,
  UNIQUE (kind, days)
);
INSERT INTO reminder_rules (kind, days, template) VALUES
  ('expiry', -7, 'Hi {name}, your {plan} membership at {gym} ends on {expiry}. Renew at the desk to keep training without a break.'),
  ('expiry', -3, 'Hi {name}, your {plan} membership at {gym} ends on {expiry}. Renew at the desk to keep training without a break.'),
  ('expiry', -1, 'Hi {name}, your {plan} membership at {gym} ends on {expiry}. Renew at the desk to keep training without a break.'),
  ('expiry', 0, 'Hi {name}, your {plan} membership at {gym} ends today ({expiry}). Renew at the desk to keep training without a break.'),
  ('expiry', 3, 'Hi {name}, your {plan} membership at {gym} ended on {expiry}. We miss you! Renew at the desk any day.'),
  ('dues', 7, 'Hi {name}, a balance of {due} is pending on your {plan} membership at {gym}. {pay_link}'),
  ('promise', 0, 'Hi {name}, a gentle reminder from {gym}: {due} is still pending. {pay_link}');

-- One row: the gym's UPI ID ({pay_link}), the SMTP server for e-mail (the password is never sent
-- back), and the day the planner last went over every member.
CREATE TABLE reminder_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  upi_id TEXT COLLATE "C" NOT NULL DEFAULT '',
  smtp_host TEXT COLLATE "C" NOT NULL DEFAULT '',
  smtp_port INTEGER,
  smtp_user TEXT COLLATE "C" NOT NULL DEFAULT '',
  smtp_password TEXT COLLATE "C" NOT NULL DEFAULT '',
  smtp_from TEXT COLLATE "C" NOT NULL DEFAULT '',
  planned_on TEXT COLLATE "C" NOT NULL DEFAULT ''
);
INSERT INTO reminder_settings (id) VALUES (1);

CREATE TABLE reminder_tasks (
  id SERIAL PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  rule_id INTEGER NOT NULL REFERENCES reminder_rules (id) ON DELETE CASCADE,
  -- What the period is counted from: the expiry (expiry rules), the current period's start (dues),
  -- the promised day (promise).
  basis TEXT COLLATE "C" NOT NULL,
  -- The day the rule made it due.
  planned_on TEXT COLLATE "C" NOT NULL,
  -- The day it is due now: planned_on, or a later Next follow-up.
  due_on TEXT COLLATE "C" NOT NULL,
  -- open: in the queue; done: an outcome was logged; closed: no longer needed (paid, renewed,
  -- Inactive, opted out, or a later task of the same member and kind fell due).
  state TEXT COLLATE "C" NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done', 'closed')),
  created_at TEXT COLLATE "C" NOT NULL,
  done_at TEXT COLLATE "C",
  UNIQUE (member_id, rule_id, basis, planned_on)
);
CREATE INDEX reminder_tasks_open ON reminder_tasks (due_on, id) WHERE state = 'open';
CREATE INDEX reminder_tasks_done ON reminder_tasks (done_at, id) WHERE state = 'done';
CREATE INDEX reminder_tasks_member ON reminder_tasks (member_id, state);
CREATE INDEX reminder_tasks_rule ON reminder_tasks (rule_id);

-- Every contact with a member, kept like the trail: no foreign keys, so a member deleted and
-- restored keeps their history, and a task's removal leaves its contacts.
CREATE TABLE member_contacts (
  id SERIAL PRIMARY KEY,
  member_id INTEGER NOT NULL,
  task_id INTEGER,
  at TEXT COLLATE "C" NOT NULL,
  admin_id INTEGER,
  admin_name TEXT COLLATE "C" NOT NULL,
  channel TEXT COLLATE "C" NOT NULL CHECK (channel IN ('whatsapp', 'call', 'email', 'in_person')),
  outcome TEXT COLLATE "C" NOT NULL CHECK (outcome IN ('sent', 'reached', 'no_answer', 'promised', 'not_interested')),
  reason TEXT COLLATE "C" NOT NULL,
  promised_on TEXT COLLATE "C",
  next_follow_up TEXT COLLATE "C",
  note TEXT COLLATE "C" NOT NULL DEFAULT ''
);
CREATE INDEX member_contacts_member ON member_contacts (member_id, id);
CREATE INDEX member_contacts_task ON member_contacts (task_id, id) WHERE task_id IS NOT NULL;
CREATE INDEX member_contacts_promises ON member_contacts (member_id, id) WHERE outcome = 'promised';

-- The members whose tasks may need planning again: every write that can change what a member
-- owes, when they expire, whether they get reminders or what they promised marks them here, in
-- its own transaction; the planner takes the marks in its (domain/reminders).
CREATE TABLE reminder_dirty (member_id INTEGER PRIMARY KEY);
INSERT INTO reminder_dirty (member_id) SELECT id FROM members;
CREATE FUNCTION reminder_dirty_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_dirty (member_id) VALUES (NEW.member_id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE FUNCTION reminder_dirty_mark_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_dirty (member_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
-- A whole import's inserts mark their members in one statement.
CREATE FUNCTION reminder_dirty_mark_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_dirty (member_id) SELECT id FROM inserted ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER reminder_dirty_member_add AFTER INSERT ON members REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION reminder_dirty_mark_added();
CREATE TRIGGER reminder_dirty_member_edit AFTER UPDATE OF
  status, plan_id, total_fee, paid_amount, joining_date, renewed_on, leave_date, rejoin_date,
  expire_date, no_reminders ON members
  FOR EACH ROW EXECUTE FUNCTION reminder_dirty_mark_member();
CREATE TRIGGER reminder_dirty_promise AFTER INSERT ON member_contacts
  FOR EACH ROW WHEN (NEW.outcome = 'promised') EXECUTE FUNCTION reminder_dirty_mark();

-- Open tasks per day they are due: the queue's counts (Due today, Upcoming), the dashboard's card
-- and the bell add up a few rows instead of counting every open task (tens of thousands in a big
-- gym). A closed or done task leaves its day; one opened again or followed up on another day comes
-- back on that day. Days are written in day order, so two planners at once lock them alike.
CREATE TABLE reminder_open_days (
  due_on TEXT COLLATE "C" PRIMARY KEY,
  n INTEGER NOT NULL
);
CREATE FUNCTION reminder_open_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_open_days AS c (due_on, n)
    SELECT due_on, count(*) FROM inserted WHERE state = 'open' GROUP BY due_on ORDER BY due_on
    ON CONFLICT (due_on) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER reminder_open_days_add AFTER INSERT ON reminder_tasks REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION reminder_open_days_add();
CREATE FUNCTION reminder_open_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.state = 'open' THEN
      UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on;
    END IF;
    RETURN NULL;
  END IF;
  IF OLD.state = 'open' AND (NEW.state <> 'open' OR NEW.due_on <> OLD.due_on) THEN
    UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on;
  END IF;
  IF NEW.state = 'open' AND (OLD.state <> 'open' OR NEW.due_on <> OLD.due_on) THEN
    INSERT INTO reminder_open_days AS c (due_on, n) VALUES (NEW.due_on, 1)
      ON CONFLICT (due_on) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER reminder_open_days_follow AFTER DELETE OR UPDATE OF state, due_on ON reminder_tasks
  FOR EACH ROW EXECUTE FUNCTION reminder_open_days_follow();
