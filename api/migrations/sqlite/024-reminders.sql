-- Reminders (docs/product/reminders.md §25). Rules turn expiries, dues and broken promises into tasks, once
-- per member, rule and period (the UNIQUE key below, which also makes two planners running at
-- once harmless); the desk logs each contact with a member in member_contacts.

-- "Do not send reminders" on the member form: such a member gets no task.
ALTER TABLE members ADD COLUMN no_reminders INTEGER NOT NULL DEFAULT 0 CHECK (no_reminders IN (0, 1));

CREATE TABLE reminder_rules (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('expiry', 'dues', 'promise')),
  -- expiry: the day relative to the expiry (−7 = seven days before); dues: every N days; promise: 0.
  days INTEGER NOT NULL,
  template TEXT NOT NULL,
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
  upi_id TEXT NOT NULL DEFAULT '',
  smtp_host TEXT NOT NULL DEFAULT '',
  smtp_port INTEGER,
  smtp_user TEXT NOT NULL DEFAULT '',
  smtp_password TEXT NOT NULL DEFAULT '',
  smtp_from TEXT NOT NULL DEFAULT '',
  planned_on TEXT NOT NULL DEFAULT ''
);
INSERT INTO reminder_settings (id) VALUES (1);

CREATE TABLE reminder_tasks (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  rule_id INTEGER NOT NULL REFERENCES reminder_rules (id) ON DELETE CASCADE,
  -- What the period is counted from: the expiry (expiry rules), the current period's start (dues),
  -- the promised day (promise).
  basis TEXT NOT NULL,
  -- The day the rule made it due.
  planned_on TEXT NOT NULL,
  -- The day it is due now: planned_on, or a later Next follow-up.
  due_on TEXT NOT NULL,
  -- open: in the queue; done: an outcome was logged; closed: no longer needed (paid, renewed,
  -- Inactive, opted out, or a later task of the same member and kind fell due).
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done', 'closed')),
  created_at TEXT NOT NULL,
  done_at TEXT,
  UNIQUE (member_id, rule_id, basis, planned_on)
);
CREATE INDEX reminder_tasks_open ON reminder_tasks (due_on, id) WHERE state = 'open';
CREATE INDEX reminder_tasks_done ON reminder_tasks (done_at, id) WHERE state = 'done';
CREATE INDEX reminder_tasks_member ON reminder_tasks (member_id, state);
CREATE INDEX reminder_tasks_rule ON reminder_tasks (rule_id);

-- Every contact with a member, kept like the trail: no foreign keys, so a member deleted and
-- restored keeps their history, and a task's removal leaves its contacts.
CREATE TABLE member_contacts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  task_id INTEGER,
  at TEXT NOT NULL,
  admin_id INTEGER,
  admin_name TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'call', 'email', 'in_person')),
  outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'reached', 'no_answer', 'promised', 'not_interested')),
  reason TEXT NOT NULL,
  promised_on TEXT,
  next_follow_up TEXT,
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX member_contacts_member ON member_contacts (member_id, id);
CREATE INDEX member_contacts_task ON member_contacts (task_id, id) WHERE task_id IS NOT NULL;
CREATE INDEX member_contacts_promises ON member_contacts (member_id, id) WHERE outcome = 'promised';

-- The members whose tasks may need planning again: every write that can change what a member
-- owes, when they expire, whether they get reminders or what they promised marks them here, in
-- its own transaction; the planner takes the marks in its (domain/reminders).
CREATE TABLE reminder_dirty (member_id INTEGER PRIMARY KEY);
INSERT INTO reminder_dirty (member_id) SELECT id FROM members;
CREATE TRIGGER reminder_dirty_member_add AFTER INSERT ON members
BEGIN
  INSERT OR IGNORE INTO reminder_dirty (member_id) VALUES (NEW.id);
END;
CREATE TRIGGER reminder_dirty_member_edit AFTER UPDATE OF
  status, plan_id, total_fee, paid_amount, joining_date, renewed_on, leave_date, rejoin_date,
  expire_date, no_reminders ON members
BEGIN
  INSERT OR IGNORE INTO reminder_dirty (member_id) VALUES (NEW.id);
END;
CREATE TRIGGER reminder_dirty_promise AFTER INSERT ON member_contacts
  WHEN NEW.outcome = 'promised'
BEGIN
  INSERT OR IGNORE INTO reminder_dirty (member_id) VALUES (NEW.member_id);
END;

-- Open tasks per day they are due: the queue's counts (Due today, Upcoming), the dashboard's card
-- and the bell add up a few rows instead of counting every open task (tens of thousands in a big
-- gym). A closed or done task leaves its day; one opened again or followed up on another day comes
-- back on that day.
CREATE TABLE reminder_open_days (
  due_on TEXT PRIMARY KEY,
  n INTEGER NOT NULL
);
CREATE TRIGGER reminder_open_days_add AFTER INSERT ON reminder_tasks
  WHEN NEW.state = 'open'
BEGIN
  INSERT INTO reminder_open_days (due_on, n) VALUES (NEW.due_on, 1)
    ON CONFLICT (due_on) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER reminder_open_days_remove AFTER DELETE ON reminder_tasks
  WHEN OLD.state = 'open'
BEGIN
  UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on;
END;
CREATE TRIGGER reminder_open_days_leave AFTER UPDATE OF state, due_on ON reminder_tasks
  WHEN OLD.state = 'open' AND (NEW.state <> 'open' OR NEW.due_on <> OLD.due_on)
BEGIN
  UPDATE reminder_open_days SET n = n - 1 WHERE due_on = OLD.due_on;
END;
CREATE TRIGGER reminder_open_days_enter AFTER UPDATE OF state, due_on ON reminder_tasks
  WHEN NEW.state = 'open' AND (OLD.state <> 'open' OR NEW.due_on <> OLD.due_on)
BEGIN
  INSERT INTO reminder_open_days (due_on, n) VALUES (NEW.due_on, 1)
    ON CONFLICT (due_on) DO UPDATE SET n = n + 1;
END;
