/** Reading a spreadsheet to import members from (docs/product/import.md §24): pure, no database. */
export {
  framedSheet,
  headerRowMessage,
  readFramedSheet,
  readSheet,
  type FramedSheet,
  type Sheet,
  type SheetLine,
} from './sheet';
export { guessMapping, isHeaderRow } from './guess-columns';
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
