import type { SharedMigration } from '../shared-migration';

/**
 * An import keeps every row of its sheet with text, the rows above its header included, each with
 * its number as the spreadsheet shows it, so that another row can be chosen as the header and the
 * review names rows as the sheet does; it keeps the header's row, the branch its new members join,
 * chosen at upload, and whether its review let it update members of other branches
 * (docs/product/import.md §24).
 */
export const up: SharedMigration = ({ schema }) => [
  // The header's row as the spreadsheet numbers it: 1 for the imports before this one.
  schema
    .alterTable('imports')
    .addColumn('header_row', 'integer', (column) => column.notNull().defaultTo(1)),
  // The branch its new members join; null for the imports before this one (the branch it ran at).
  schema.alterTable('imports').addColumn('branch_id', 'integer'),
  // 1: its review (and so its run) updates members of other branches than branch_id.
  schema
    .alterTable('imports')
    .addColumn('other_branches', 'integer', (column) => column.notNull().defaultTo(0)),
  // The row's number as the spreadsheet shows it; null for the rows before this one (n + 2).
  // Rows at n < 0 are the header (-1) and the rows above it.
  schema.alterTable('import_rows').addColumn('sheet_row', 'integer'),
];
