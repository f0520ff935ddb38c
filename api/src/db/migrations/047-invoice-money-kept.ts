import type { SharedMigration } from '../shared-migration';

/**
 * The invoice history's money totals (docs/product/billing.md §19) kept beside its counts: per
 * day, status and branch, what the invoices took, what they still owe (nothing once carried into a
 * renewal) and what was taken of those voided since. The kept figure `invoice_counts`
 * (db/kept-figures.ts) sums them, and is rebuilt from the invoices when its declaration changes:
 * these columns only make room for it.
 */
export const up: SharedMigration = ({ schema }) =>
  ['paid_amount', 'due_amount', 'voided_amount'].map((column) =>
    schema
      .alterTable('invoice_counts')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0)),
  );
