import type { SharedMigration } from '../shared-migration';

/**
 * Strikes (docs/product/classes.md, "Strikes"): a late cancel or a no-show an Owner or Manager
 * forgave no longer counts (`class_bookings.forgiven_at`), and the gym's three settings: how many
 * strikes stop a member booking (3), within how many days they count (30), and for how many days
 * from the latest they stop them (7).
 */
export const up: SharedMigration = ({ schema, sql, text }) => [
  schema.alterTable('class_bookings').addColumn('forgiven_at', text),
  schema.alterTable('gym_settings').addColumn('strike_limit', 'integer', (col) =>
    col
      .notNull()
      .defaultTo(3)
      .check(sql`strike_limit BETWEEN 1 AND 100`),
  ),
  schema.alterTable('gym_settings').addColumn('strike_window_days', 'integer', (col) =>
    col
      .notNull()
      .defaultTo(30)
      .check(sql`strike_window_days BETWEEN 1 AND 365`),
  ),
  schema.alterTable('gym_settings').addColumn('strike_ban_days', 'integer', (col) =>
    col
      .notNull()
      .defaultTo(7)
      .check(sql`strike_ban_days BETWEEN 1 AND 365`),
  ),
];
