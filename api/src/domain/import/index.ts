/** Reading a spreadsheet to import members from (docs/product/import.md §24): pure, no database. */
export { readSheet, type Sheet } from './sheet';
export { guessMapping } from './guess-columns';
export { phoneKey } from './phone-key';
export {
  readRow,
  ROW_MESSAGES,
  type PlanRef,
  type ReadRow,
  type RowContext,
  type RowValues,
} from './row';
export { readBloodGroup, readDate, readRupees, readStatus, type ReadDate } from './values';
