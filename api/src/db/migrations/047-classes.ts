import type { SharedMigration } from '../shared-migration';

/**
 * Group classes (docs/product/classes.md): class types, the weekly timetable's slots, the sessions
 * generated from them in the gym's time zone (one per slot and local day: the unique key that
 * makes generating on demand idempotent), the bookings with their waitlist, which classes a plan
 * includes, and the gym's settings the classes read (its time zone, the booking cut-off).
 */
export const up: SharedMigration = ({ schema, sql, text, id, withoutRowid }) => [
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
];
