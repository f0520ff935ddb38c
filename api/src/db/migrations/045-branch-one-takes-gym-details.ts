import type { SharedMigration } from '../shared-migration';

/**
 * Branch 1 takes the gym's details (docs/product/branches.md §26) until it is edited in Branches:
 * `takes_gym_details` is 1 on branch 1 while it does, 0 on every other branch and on branch 1
 * once edited. An installation's branch 1 takes them from now on if it is still as migration 025
 * made it without saved details: "Main branch", no address, no phone. Details already saved are
 * given to it right after this file (db/migration-steps.ts: its name must be keyed in TypeScript).
 */
export const up: SharedMigration = ({ schema, db, sql }) => [
  schema.alterTable('branches').addColumn('takes_gym_details', 'integer', (col) =>
    col
      .notNull()
      .defaultTo(0)
      .check(sql`takes_gym_details IN (0, 1)`),
  ),
  db
    .updateTable('branches')
    .set({ takes_gym_details: 1 })
    .where('id', '=', 1)
    .where('name', '=', 'Main branch')
    .where('address', '=', '')
    .where('phone', '=', ''),
];
