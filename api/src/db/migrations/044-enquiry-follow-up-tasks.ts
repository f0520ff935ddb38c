import type { SharedMigration } from '../shared-migration';

/**
 * An enquiry's Follow up on day makes a Reminders task (docs/product/reminders.md §25,
 * docs/product/enquiries.md §17). A task is about a member (by a rule) or, now, an enquiry: its
 * `enquiry_id` names the enquiry, and it has no member and no rule. The desk's contacts are kept
 * the same way: a contact names its member or its enquiry. An enquiry has at most one open task;
 * the enquiries waiting for a follow-up (New or Contacted, with a day) get theirs here.
 *
 * PostgreSQL lets the two columns go null in place. SQLite cannot drop a NOT NULL, so both tables
 * are made again as SQLite's ALTER TABLE page describes: the new table, the rows copied, the old
 * one dropped and the new one renamed, then its indexes and triggers made again. The triggers
 * that name the tables in their bodies (031's branch triggers) are dropped first, since SQLite's
 * RENAME reads every trigger of the schema; the kept figure on the tasks (reminder_open_days) is
 * forgotten, so that the figures' step makes its triggers again and recounts it.
 */

const TASK_COLUMNS =
  'id, member_id, rule_id, basis, planned_on, due_on, state, created_at, done_at, branch_id';
const CONTACT_COLUMNS =
  'id, member_id, task_id, at, admin_id, admin_name, channel, outcome, reason, promised_on, next_follow_up, note';

/** A task is a member's by a rule, or an enquiry's, never both. */
const ONE_SUBJECT = `(member_id IS NOT NULL AND rule_id IS NOT NULL AND enquiry_id IS NULL)
    OR (member_id IS NULL AND rule_id IS NULL AND enquiry_id IS NOT NULL)`;
/** A contact is with a member or about an enquiry, never both. */
const ONE_CONTACTED = `(member_id IS NULL) <> (enquiry_id IS NULL)`;

const SQLITE = [
  'DROP TRIGGER reminder_tasks_branch_add',
  'DROP TRIGGER reminder_tasks_branch_move',
  `CREATE TABLE reminder_tasks_044 (
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members (id) ON DELETE CASCADE,
  rule_id INTEGER REFERENCES reminder_rules (id) ON DELETE CASCADE,
  basis TEXT NOT NULL,
  planned_on TEXT NOT NULL,
  due_on TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done', 'closed')),
  created_at TEXT NOT NULL,
  done_at TEXT,
  branch_id INTEGER NOT NULL DEFAULT 1,
  enquiry_id INTEGER REFERENCES enquiries (id) ON DELETE CASCADE,
  CHECK (${ONE_SUBJECT}),
  UNIQUE (member_id, rule_id, basis, planned_on)
)`,
  `INSERT INTO reminder_tasks_044 (${TASK_COLUMNS}) SELECT ${TASK_COLUMNS} FROM reminder_tasks`,
  'DROP TABLE reminder_tasks',
  'ALTER TABLE reminder_tasks_044 RENAME TO reminder_tasks',
  "CREATE INDEX reminder_tasks_open ON reminder_tasks (due_on, id) WHERE state = 'open'",
  "CREATE INDEX reminder_tasks_done ON reminder_tasks (done_at, id) WHERE state = 'done'",
  'CREATE INDEX reminder_tasks_member ON reminder_tasks (member_id, state)',
  'CREATE INDEX reminder_tasks_rule ON reminder_tasks (rule_id)',
  "CREATE INDEX reminder_tasks_open_branch ON reminder_tasks (branch_id, due_on, id) WHERE state = 'open'",
  // 031's, for a member's tasks only: an enquiry's task is given its enquiry's branch by its writer.
  `CREATE TRIGGER reminder_tasks_branch_add AFTER INSERT ON reminder_tasks
  WHEN NEW.member_id IS NOT NULL
    AND NEW.branch_id IS NOT (SELECT home_branch_id FROM members WHERE id = NEW.member_id)
BEGIN
  UPDATE reminder_tasks SET branch_id = (SELECT home_branch_id FROM members WHERE id = NEW.member_id)
    WHERE id = NEW.id;
END`,
  `CREATE TRIGGER reminder_tasks_branch_move AFTER UPDATE OF home_branch_id ON members
  WHEN NEW.home_branch_id <> OLD.home_branch_id
BEGIN
  UPDATE reminder_tasks SET branch_id = NEW.home_branch_id WHERE member_id = NEW.id;
END`,
  "DELETE FROM kept_figures WHERE figure = 'reminder_open_days'",
  'DROP TRIGGER reminder_dirty_promise',
  `CREATE TABLE member_contacts_044 (
  id INTEGER PRIMARY KEY,
  member_id INTEGER,
  task_id INTEGER,
  at TEXT NOT NULL,
  admin_id INTEGER,
  admin_name TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'call', 'email', 'in_person')),
  outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'reached', 'no_answer', 'promised', 'not_interested')),
  reason TEXT NOT NULL,
  promised_on TEXT,
  next_follow_up TEXT,
  note TEXT NOT NULL DEFAULT '',
  enquiry_id INTEGER,
  CHECK (${ONE_CONTACTED})
)`,
  `INSERT INTO member_contacts_044 (${CONTACT_COLUMNS}) SELECT ${CONTACT_COLUMNS} FROM member_contacts`,
  'DROP TABLE member_contacts',
  'ALTER TABLE member_contacts_044 RENAME TO member_contacts',
  'CREATE INDEX member_contacts_member ON member_contacts (member_id, id)',
  'CREATE INDEX member_contacts_task ON member_contacts (task_id, id) WHERE task_id IS NOT NULL',
  "CREATE INDEX member_contacts_promises ON member_contacts (member_id, id) WHERE outcome = 'promised'",
  `CREATE TRIGGER reminder_dirty_promise AFTER INSERT ON member_contacts
  WHEN NEW.outcome = 'promised'
BEGIN
  INSERT OR IGNORE INTO reminder_dirty (member_id) VALUES (NEW.member_id);
END`,
];

const POSTGRES = [
  'ALTER TABLE reminder_tasks ALTER COLUMN member_id DROP NOT NULL',
  'ALTER TABLE reminder_tasks ALTER COLUMN rule_id DROP NOT NULL',
  'ALTER TABLE reminder_tasks ADD COLUMN enquiry_id INTEGER REFERENCES enquiries (id) ON DELETE CASCADE',
  `ALTER TABLE reminder_tasks ADD CONSTRAINT reminder_tasks_one_subject CHECK (${ONE_SUBJECT})`,
  'ALTER TABLE member_contacts ALTER COLUMN member_id DROP NOT NULL',
  'ALTER TABLE member_contacts ADD COLUMN enquiry_id INTEGER',
  `ALTER TABLE member_contacts ADD CONSTRAINT member_contacts_one_contacted CHECK (${ONE_CONTACTED})`,
];

export const up: SharedMigration = ({ sql, forDialect }) => [
  ...forDialect({ sqlite: SQLITE, postgres: POSTGRES }).map((statement) => sql.raw(statement)),
  // An enquiry's tasks, open and done, and the one it may have open (the queue's, by enquiry).
  sql`CREATE INDEX reminder_tasks_enquiry ON reminder_tasks (enquiry_id, state) WHERE enquiry_id IS NOT NULL`,
  sql`CREATE UNIQUE INDEX reminder_tasks_enquiry_open ON reminder_tasks (enquiry_id) WHERE enquiry_id IS NOT NULL AND state = 'open'`,
  sql`CREATE INDEX member_contacts_enquiry ON member_contacts (enquiry_id, id) WHERE enquiry_id IS NOT NULL`,
  // The enquiries already waiting for their follow-up: a task each, due that day, at their branch.
  sql`INSERT INTO reminder_tasks (enquiry_id, basis, planned_on, due_on, state, created_at, branch_id)
    SELECT id, follow_up_on, follow_up_on, follow_up_on, 'open', ${sql.lit(new Date().toISOString())}, branch_id
    FROM enquiries
    WHERE follow_up_on IS NOT NULL AND status IN ('New', 'Contacted')
    ORDER BY id`,
];
