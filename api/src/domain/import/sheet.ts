import { badRequest } from '../../lib/http-errors';
import { IMPORT_MESSAGES } from '../../schemas/imports';
import { readCsv } from './sheet-csv';
import { SheetTable, type FramedSheet, type Sheet } from './sheet-table';
import { readXlsx } from './sheet-xlsx';

export {
  framedSheet,
  headerRowMessage,
  type FramedSheet,
  type Sheet,
  type SheetLine,
} from './sheet-table';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

/**
 * An .xlsx file is a zip holding a workbook; its name and type as sent are never trusted. A zip
 * without one (a .docx, an archive) is not a spreadsheet, and is not read as CSV either.
 */
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP);
const holdsWorkbook = (bytes: Buffer) => bytes.includes('xl/workbook.xml', 0, 'latin1');

/**
 * Reads an uploaded file as a sheet of text cells (docs/product/import.md §24): an .xlsx's first
 * worksheet, or else a CSV file. Throws a 400 with IMPORT_MESSAGES' words for a file that is not
 * a spreadsheet, has no rows below its header, or has more than IMPORT_LIMITS.maxRows.
 */
export async function readFramedSheet(bytes: Buffer): Promise<FramedSheet> {
  const table = new SheetTable();
  if (isZip(bytes)) {
    if (!holdsWorkbook(bytes)) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
    await readXlsx(bytes, table);
  } else {
    readCsv(bytes, table);
  }
  return table.sheet();
}

/** The sheet's header row's texts and its data rows (readFramedSheet, without the rest). */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  const { columns, rows } = await readFramedSheet(bytes);
  return { columns, rows };
}
