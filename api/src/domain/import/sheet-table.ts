import { badRequest } from '../../lib/http-errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES, SHEET_LIMITS } from '../../schemas/imports';

/** A sheet as text: its header row's texts and its data rows, each as wide as the header. */
export interface Sheet {
  columns: string[];
  rows: string[][];
}

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

/**
 * Builds a sheet from its rows as read, one at a time, so a reader stops as soon as a sheet is
 * over a limit (rows, columns, a cell's length, the text in all): rows with no text are left out,
 * the first row with some is the header, a header cell with no text is "Column N", and a row
 * wider than the header widens it the same way.
 */
export class SheetTable {
  private columns: string[] | null = null;
  private readonly rows: string[][] = [];
  private text = 0;

  add(cells: string[]) {
    cells.forEach(checkCellLength);
    const row = cells.map(cellText);
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    if (row.length === 0) return;
    if (row.length > SHEET_LIMITS.maxColumns) throw badRequest(IMPORT_MESSAGES.tooManyColumns);
    if (this.rows.length === IMPORT_LIMITS.maxRows) throw badRequest(IMPORT_MESSAGES.tooManyRows);
    this.text += row.reduce((sum, cell) => sum + cell.length, 0);
    if (this.text > SHEET_LIMITS.maxText) throw badRequest(IMPORT_MESSAGES.tooMuchText);
    if (this.columns === null) this.columns = row;
    else this.rows.push(row);
  }

  sheet(): Sheet {
    const header = this.columns;
    if (header === null || this.rows.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
    const width = this.rows.reduce((widest, row) => Math.max(widest, row.length), header.length);
    const columns = Array.from({ length: width }, (_, i) => header[i] || `Column ${i + 1}`);
    const rows = this.rows.map((row) =>
      row.length === width ? row : [...row, ...Array<string>(width - row.length).fill('')],
    );
    return { columns, rows };
  }
}
