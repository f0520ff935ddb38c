import type { SharedMigration } from '../shared-migration';

/**
 * The cash counted at a day's close (docs/product/billing.md §27): each count kept as made, the
 * latest of a day the one Day close shows. `branch_id` is the branch counted at (null: every
 * branch the counting account covered); `everyone` 1 when the count covered every account's cash,
 * 0 when only its counter's own; `expected` the cash Spotter expected then.
 */
export const up: SharedMigration = ({ schema, sql, text, id }) => [
  schema
    .createTable('cash_counts')
    .addColumn('id', 'integer', id)
    .addColumn('day', text, (col) => col.notNull())
    .addColumn('branch_id', 'integer', (col) => col.references('branches.id'))
    .addColumn('everyone', 'integer', (col) => col.notNull().check(sql`everyone IN (0, 1)`))
    .addColumn('counted', 'integer', (col) => col.notNull().check(sql`counted >= 0`))
    .addColumn('expected', 'integer', (col) => col.notNull())
    .addColumn('counted_by_id', 'integer')
    .addColumn('counted_by_name', text, (col) => col.notNull())
    .addColumn('created_at', text, (col) => col.notNull()),
  schema.createIndex('cash_counts_by_day').on('cash_counts').columns(['day', 'id']),
];
