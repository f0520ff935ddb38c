import type { ReviewedRow, RowOutcome } from '@spotter/shared';

/** What importing a row would do, as the Review step names it (docs/product/import.md §24). */
export const OUTCOME_LABELS: Record<RowOutcome, string> = {
  new: 'New',
  shared: 'Shared phone',
  update: 'Update',
  unchanged: 'Unchanged',
  other_branch: 'Other branch',
  duplicate: 'Duplicate in file',
  error: 'Error',
};
export const OUTCOMES = Object.keys(OUTCOME_LABELS) as RowOutcome[];

/**
 * The outcomes a review can show: Other branch only with two or more branches (`branches`),
 * Shared phone only when the importer chose to import family members who share a phone
 * (`shared`).
 */
export const outcomesOf = (branches: boolean, shared = false) =>
  OUTCOMES.filter(
    (outcome) => (branches || outcome !== 'other_branch') && (shared || outcome !== 'shared'),
  );

/** An Update's change as the review shows it: "Fee: 1,200 → 1,500". */
export const changeText = ({ label, from, to }: ReviewedRow['changed'][number]) =>
  `${label}: ${from} → ${to}`;

/**
 * An Update's changes, old → new, and (`branches`: the gym has two or more) its member's branch;
 * any other row's reason (an Error's, a Duplicate's, an Other branch's, whose phone a Shared phone
 * row shares).
 */
export const detailsOf = (row: ReviewedRow, branches: boolean): string[] =>
  row.outcome === 'update'
    ? [
        ...row.changed.map(changeText),
        ...(branches && row.branch !== null ? [`Branch: ${row.branch}`] : []),
      ]
    : [row.reason ?? ''];
