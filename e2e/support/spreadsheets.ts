import ExcelJS from 'exceljs';

/**
 * A cell as a sheet written by hand holds it: text, a number, an Excel date cell (a `Date`, the
 * day in UTC), a formula (its text without the `=`), or nothing.
 */
export type Cell = string | number | Date | { formula: string } | null;

/** An Excel date cell for a day (the cell holds the day at midnight UTC). */
export const excelDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A file as `setInputFiles` takes it. */
export interface SheetFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** An Excel workbook whose first worksheet holds `rows`, the header row first. */
export async function xlsxFile(name: string, rows: Cell[][]): Promise<SheetFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  for (const row of rows) {
    const added = sheet.addRow(
      row.map((cell) =>
        cell && typeof cell === 'object' && 'formula' in cell
          ? // Excel keeps a cached result beside the formula; the import must read the formula.
            { formula: cell.formula, result: 'cached result' }
          : cell,
      ),
    );
    // Dates shown as Excel shows them in India, as a gym's own sheet would.
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
    });
  }
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/**
 * A CSV as another program might save it: cells joined by `delimiter` (none of them quoted, so
 * none may hold it), CRLF line ends, and either UTF-8 with a byte-order mark or Windows-1252
 * (written as Latin-1, which is the same for the letters the tests use: é, ë, ü…).
 */
export function csvFile(
  name: string,
  rows: string[][],
  { delimiter, encoding }: { delimiter: ',' | ';'; encoding: 'utf-8-bom' | 'windows-1252' },
): SheetFile {
  const text = `${rows.map((row) => row.join(delimiter)).join('\r\n')}\r\n`;
  const buffer =
    encoding === 'utf-8-bom' ? Buffer.from(`\uFEFF${text}`, 'utf8') : Buffer.from(text, 'latin1');
  return { name, mimeType: 'text/csv', buffer };
}
