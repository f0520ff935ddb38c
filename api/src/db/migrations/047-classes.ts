import type { SharedMigration } from '../shared-migration';

/**
 * Group classes (docs/product/classes.md): class types, the weekly timetable's slots, the sessions
 * generated from them in the gym's time zone (one per slot and local day: the unique key that
 * makes generating on demand idempotent), the bookings with their waitlist, which classes a plan
 * includes, and the gym's settings the classes read (its time zone, the booking cut-off).
 */
/**
 * A Reminders task is now also a class's: the desk WhatsApps a member booked from a waitlist
 * (`booking_id`, the booking promoted; a member and no rule). SQLite cannot change a CHECK, so the
 * tasks' table is made again as 044 made it, with the new column and check.
 */
const TASK_COLUMNS =
  'id, member_id, rule_id, basis, planned_on, due_on, state, created_at, done_at, branch_id, enquiry_id';

/** A task is a member's by a rule, an enquiry's, or a member's by a class booking: one of them. */
const ONE_SUBJECT = `(member_id IS NOT NULL AND rule_id IS NOT NULL AND enquiry_id IS NULL AND booking_id IS NULL)
    OR (member_id IS NULL AND rule_id IS NULL AND enquiry_id IS NOT NULL AND booking_id IS NULL)
    OR (member_id IS NOT NULL AND rule_id IS NULL AND enquiry_id IS NULL AND booking_id IS NOT NULL)`;

const SQLITE_TASKS = [
  'DROP TRIGGER reminder_tasks_branch_add',
  'DROP TRIGGER reminder_tasks_branch_move',
  `CREATE TABLE reminder_tasks_047 (
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
  booking_id INTEGER REFERENCES class_bookings (id) ON DELETE CASCADE,
  CHECK (${ONE_SUBJECT}),
  UNIQUE (member_id, rule_id, basis, planned_on)
)`,
  `INSERT INTO reminder_tasks_047 (${TASK_COLUMNS}) SELECT ${TASK_COLUMNS} FROM reminder_tasks`,
  'DROP TABLE reminder_tasks',
  'ALTER TABLE reminder_tasks_047 RENAME TO reminder_tasks',
  "CREATE INDEX reminder_tasks_open ON reminder_tasks (due_on, id) WHERE state = 'open'",
  "CREATE INDEX reminder_tasks_done ON reminder_tasks (done_at, id) WHERE state = 'done'",
  'CREATE INDEX reminder_tasks_member ON reminder_tasks (member_id, state)',
  'CREATE INDEX reminder_tasks_rule ON reminder_tasks (rule_id)',
  "CREATE INDEX reminder_tasks_open_branch ON reminder_tasks (branch_id, due_on, id) WHERE state = 'open'",
  'CREATE INDEX reminder_tasks_enquiry ON reminder_tasks (enquiry_id, state) WHERE enquiry_id IS NOT NULL',
  "CREATE UNIQUE INDEX reminder_tasks_enquiry_open ON reminder_tasks (enquiry_id) WHERE enquiry_id IS NOT NULL AND state = 'open'",
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
];

const POSTGRES_TASKS = [
  'ALTER TABLE reminder_tasks ADD COLUMN booking_id INTEGER REFERENCES class_bookings (id) ON DELETE CASCADE',
  'ALTER TABLE reminder_tasks DROP CONSTRAINT reminder_tasks_one_subject',
  `ALTER TABLE reminder_tasks ADD CONSTRAINT reminder_tasks_one_subject CHECK (${ONE_SUBJECT})`,
];

export const up: SharedMigration = ({ schema, sql, text, id, withoutRowid, forDialect }) => [
  schema
    .createTable('class_types')
    .addColumn('id', 'integer', id)
    .addColumn('name', text, (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) =>
      col.notNull().check(sql`duration_minutes BETWEEN 1 AND 1440`),
    )
    .addColumn('capacity', 'integer', (col) =>
      col.notNull().check(sql`capacity BETWEEN 1 AND 1000`),
    )
    .addColumn('description', text, (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', text, (col) => col.notNull())
    .addColumn('updated_at', text, (col) => col.notNull()),
  schema
    .createTable('class_slots')
    .addColumn('id', 'integer', id)
    .addColumn('class_type_id', 'integer', (col) => col.notNull().references('class_types.id'))
    .addColumn('branch_id', 'integer', (col) => col.notNull().references('branches.id'))
    // 1 Monday … 7 Sunday.
    .addColumn('weekday', 'integer', (col) => col.notNull().check(sql`weekday BETWEEN 1 AND 7`))
    // The gym's wall clock, HH:MM.
    .addColumn('start_time', text, (col) => col.notNull())
    .addColumn('trainer_id', 'integer', (col) =>
      col.references('trainers_staff.id').onDelete('set null'),
    )
    .addColumn('room', text, (col) => col.notNull().defaultTo(''))
    .addColumn('capacity', 'integer', (col) =>
      col.notNull().check(sql`capacity BETWEEN 1 AND 1000`),
    )
    .addColumn('from_date', text)
    .addColumn('until_date', text)
    .addColumn('created_at', text, (col) => col.notNull())
    .addColumn('updated_at', text, (col) => col.notNull()),
  schema.createIndex('class_slots_by_branch').on('class_slots').columns(['branch_id', 'weekday']),
  schema.createIndex('class_slots_by_type').on('class_slots').column('class_type_id'),
  schema
    .createTable('class_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('slot_id', 'integer', (col) => col.references('class_slots.id').onDelete('set null'))
    .addColumn('class_type_id', 'integer', (col) => col.notNull().references('class_types.id'))
    .addColumn('branch_id', 'integer', (col) => col.notNull().references('branches.id'))
    // The gym's local day and wall-clock start, as the slot says; starts_at and ends_at the instants.
    .addColumn('day', text, (col) => col.notNull())
    .addColumn('start_time', text, (col) => col.notNull())
    .addColumn('starts_at', text, (col) => col.notNull())
    .addColumn('ends_at', text, (col) => col.notNull())
    .addColumn('trainer_id', 'integer', (col) =>
      col.references('trainers_staff.id').onDelete('set null'),
    )
    .addColumn('room', text, (col) => col.notNull().defaultTo(''))
    .addColumn('capacity', 'integer', (col) =>
      col.notNull().check(sql`capacity BETWEEN 1 AND 1000`),
    )
    .addColumn('cancelled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', text, (col) => col.notNull()),
  schema
    .createIndex('class_sessions_one_per_day')
    .on('class_sessions')
    .columns(['slot_id', 'day'])
    .unique(),
  schema
    .createIndex('class_sessions_by_branch')
    .on('class_sessions')
    .columns(['branch_id', 'starts_at']),
  schema.createIndex('class_sessions_by_type').on('class_sessions').column('class_type_id'),
  schema
    .createTable('class_bookings')
    .addColumn('id', 'integer', id)
    .addColumn('session_id', 'integer', (col) =>
      col.notNull().references('class_sessions.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('status', text, (col) =>
      col
        .notNull()
        .check(
          sql`status IN ('booked', 'waitlisted', 'attended', 'cancelled', 'late_cancel', 'no_show')`,
        ),
    )
    // Waitlisted only: 1, 2, 3… without gap.
    .addColumn('position', 'integer')
    .addColumn('booked_at', text, (col) => col.notNull())
    .addColumn('promoted_at', text)
    .addColumn('cancelled_at', text)
    .addCheckConstraint(
      'class_bookings_position',
      sql`(status = 'waitlisted') = (position IS NOT NULL)`,
    ),
  // A member holds one place or waitlist place per session at a time.
  schema
    .createIndex('class_bookings_one_live')
    .on('class_bookings')
    .columns(['session_id', 'member_id'])
    .unique()
    .where(sql<boolean>`status IN ('booked', 'waitlisted')`),
  schema
    .createIndex('class_bookings_waitlist')
    .on('class_bookings')
    .columns(['session_id', 'position'])
    .unique()
    .where(sql<boolean>`status = 'waitlisted'`),
  schema
    .createIndex('class_bookings_by_member')
    .on('class_bookings')
    .columns(['member_id', 'status']),
  schema.alterTable('plans').addColumn('classes', text, (col) =>
    col
      .notNull()
      .defaultTo('all')
      .check(sql`classes IN ('all', 'chosen', 'none')`),
  ),
  withoutRowid(
    schema
      .createTable('plan_class_types')
      .addColumn('plan_id', 'integer', (col) =>
        col.notNull().references('plans.id').onDelete('cascade'),
      )
      .addColumn('class_type_id', 'integer', (col) =>
        col.notNull().references('class_types.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('plan_class_types_key', ['plan_id', 'class_type_id']),
  ),
  schema.createIndex('plan_class_types_by_type').on('plan_class_types').column('class_type_id'),
  schema
    .createTable('gym_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('time_zone', text, (col) => col.notNull().defaultTo('Asia/Kolkata'))
    .addColumn('booking_cutoff_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(120)
        .check(sql`booking_cutoff_minutes BETWEEN 0 AND 10080`),
    ),
  sql`INSERT INTO gym_settings (id) VALUES (1)`,
  ...forDialect({ sqlite: SQLITE_TASKS, postgres: POSTGRES_TASKS }).map((statement) =>
    sql.raw(statement),
  ),
  sql`CREATE INDEX reminder_tasks_booking ON reminder_tasks (booking_id) WHERE booking_id IS NOT NULL`,
];
