import type { ReviewedRow, RowOutcome } from '@spotter/shared';

/** What importing a row would do, as the Review step names it (docs/product/import.md §24). */
export const OUTCOME_LABELS: Record<RowOutcome, string> = {
  new: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
  duplicate: 'Duplicate in file',
  error: 'Error',
};
export const OUTCOMES = Object.keys(OUTCOME_LABELS) as RowOutcome[];

/** An Update's fields that would change; any other row's reason (an Error's, a Duplicate's). */
export const detailsOf = (row: ReviewedRow) =>
  row.outcome === 'update' ? row.changes.join(', ') : (row.reason ?? '');
