import { badRequest } from '../../lib/http-errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../schemas/imports';

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

/**
 * Builds a sheet from its rows as read, one at a time, so a reader stops as soon as a sheet is
 * over the row limit: rows with no text are left out, the first row with some is the header, a
 * header cell with no text is "Column N", and a row wider than the header widens it the same way.
 */
export class SheetTable {
  private columns: string[] | null = null;
  private readonly rows: string[][] = [];

  add(cells: string[]) {
    const row = cells.map(cellText);
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    if (row.length === 0) return;
    if (this.columns === null) {
      this.columns = row;
      return;
    }
    if (this.rows.length === IMPORT_LIMITS.maxRows) throw badRequest(IMPORT_MESSAGES.tooManyRows);
    this.rows.push(row);
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
