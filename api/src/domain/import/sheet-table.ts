import { badRequest } from '../../lib/http-errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES, SHEET_LIMITS } from '../../schemas/imports';
import { isHeaderRow } from './guess-columns';

/** A sheet as text: its header row's texts and its data rows, each as wide as the header. */
export interface Sheet {
  columns: string[];
  rows: string[][];
}

/** A row of the sheet with text, and its number as the spreadsheet shows it (the first row is 1). */
export interface SheetLine {
  row: number;
  cells: string[];
}

/**
 * A sheet read with its header row found (docs/product/import.md §24): every row with text (`lines`,
 * the rows above the header included, so that another header row can be chosen later), which of
 * them is the header (`header`, its place in `lines`; `headerRow`, its number), and the rows below
 * it with their numbers.
 */
export interface FramedSheet extends Sheet {
  lines: SheetLine[];
  header: number;
  headerRow: number;
  /** Each data row's number as the spreadsheet shows it. */
  rowNumbers: number[];
}

/** How far down a sheet its header is looked for: a title and a few notes above it, not more. */
export const HEADER_SEARCH_ROWS = 20;

/**
 * A cell as the import reads it: trimmed, and without the quote our own CSV download puts before
 * text a spreadsheet would run as a formula (`lib/csv.ts`), so an exported sheet imports as the
 * members it was made from.
 */
export const cellText = (text: string) => text.trim().replace(/^'(?=[=+\-@])/, '');

/** Refuses a cell longer than SHEET_LIMITS.maxCellLength: readers call it before keeping one. */
export function checkCellLength(text: string) {
  if (text.length > SHEET_LIMITS.maxCellLength) throw badRequest(IMPORT_MESSAGES.cellTooLong);
}

/** The message for a header row that is no row with text. */
export const headerRowMessage = (row: number) =>
  `Row ${row} of the sheet is empty. Choose the row that holds the column names.`;

/**
 * The sheet with its header on row `headerRow` (a number as the spreadsheet shows it), or, when
 * none is asked for, on the first of its first HEADER_SEARCH_ROWS rows whose cells are known column
 * names (`isHeaderRow`, the column guess's own words), else on its first row with text. A header
 * cell with no text is "Column N", and a row wider than the header widens it the same way.
 */
export function framedSheet(lines: SheetLine[], headerRow?: number): FramedSheet {
  let header: number;
  if (headerRow === undefined) {
    header = lines.slice(0, HEADER_SEARCH_ROWS).findIndex((line) => isHeaderRow(line.cells));
    if (header < 0) header = 0;
  } else {
    header = lines.findIndex((line) => line.row === headerRow);
    if (header < 0) throw badRequest(headerRowMessage(headerRow));
  }
  const below = lines.slice(header + 1);
  if (lines.length === 0 || below.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  if (below.length > IMPORT_LIMITS.maxRows) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  const headerCells = lines[header]!.cells;
  const width = below.reduce(
    (widest, line) => Math.max(widest, line.cells.length),
    headerCells.length,
  );
  const columns = Array.from({ length: width }, (_, i) => headerCells[i] || `Column ${i + 1}`);
  const rows = below.map(({ cells }) =>
    cells.length === width ? cells : [...cells, ...Array<string>(width - cells.length).fill('')],
  );
  return {
    columns,
    rows,
    lines,
    header,
    headerRow: lines[header]!.row,
    rowNumbers: below.map((line) => line.row),
  };
}

/**
 * Gathers a sheet's rows as read, one at a time, so a reader stops as soon as a sheet is over a
 * limit (rows, columns, a cell's length, the text in all): rows with no text are left out.
 */
export class SheetTable {
  private readonly lines: SheetLine[] = [];
  private text = 0;

  /** Adds row number `row` (as the spreadsheet shows it; by default the one after the last). */
  add(cells: string[], row = (this.lines.at(-1)?.row ?? 0) + 1) {
    cells.forEach(checkCellLength);
    const line = cells.map(cellText);
    while (line.length > 0 && line[line.length - 1] === '') line.pop();
    if (line.length === 0) return;
    if (line.length > SHEET_LIMITS.maxColumns) throw badRequest(IMPORT_MESSAGES.tooManyColumns);
    // The header and the rows below it, and a few above it: a title, a note.
    if (this.lines.length === IMPORT_LIMITS.maxRows + HEADER_SEARCH_ROWS)
      throw badRequest(IMPORT_MESSAGES.tooManyRows);
    this.text += line.reduce((sum, cell) => sum + cell.length, 0);
    if (this.text > SHEET_LIMITS.maxText) throw badRequest(IMPORT_MESSAGES.tooMuchText);
    this.lines.push({ row, cells: line });
  }

  /** The sheet with its header found (framedSheet). */
  sheet(): FramedSheet {
    return framedSheet(this.lines);
  }
}
