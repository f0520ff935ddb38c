import type { SharedMigration } from '../shared-migration';

/**
 * The branch a write acted at, on its trail record (`activity.branch_id`; null: the whole chain,
 * and every record made before this). It keys the activity counts by branch, so that writes at
 * two branches, which run side by side on PostgreSQL, never share a counter row
 * (docs/postgres.md, "Writes take turns per branch"). Not a reference: a record outlives its
 * branch, as it does its account.
 */
export const up: SharedMigration = ({ schema }) => [
  schema.alterTable('activity').addColumn('branch_id', 'integer'),
];
