import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/http-errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../schemas/imports';
import type { SheetTable } from './sheet-table';
import { xlsxRowsOver } from './xlsx-rows';

type Cell = ExcelJS.Cell;

/** A number as plain decimal digits, never with an exponent: 9876543210 stays a phone number. */
function plainNumber(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toFixed(20).replace(/\.?0+$/, '');
}

const isoDay = (date: Date) =>
  Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);

function richText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'richText' in value)
    return (value as ExcelJS.CellRichTextValue).richText.map((run) => run.text).join('');
  return '';
}

/**
 * A cell as text (docs/product/import.md §24): a date cell as YYYY-MM-DD (exceljs reads the day in UTC),
 * a formula as its own text with its `=` and never its result (a sheet's formulas are not run,
 * nor are their results trusted), a hyperlink or rich text as the text it shows.
 */
function cellText(cell: Cell): string {
  const value = cell.value;
  switch (cell.type) {
    case ExcelJS.ValueType.Number:
      return plainNumber(value as number);
    case ExcelJS.ValueType.String:
      return value as string;
    case ExcelJS.ValueType.Date:
      return isoDay(value as Date);
    case ExcelJS.ValueType.Formula:
      return cell.formula ? `=${cell.formula}` : '';
    case ExcelJS.ValueType.Hyperlink:
      return richText((value as ExcelJS.CellHyperlinkValue).text);
    case ExcelJS.ValueType.RichText:
      return richText(value);
    case ExcelJS.ValueType.Boolean:
      return value ? 'TRUE' : 'FALSE';
    case ExcelJS.ValueType.Error:
      return (value as ExcelJS.CellErrorValue).error;
    // A merged cell's other cells would repeat its value: only the first holds it.
    default:
      return '';
  }
}

/** Reads the first worksheet's rows of an .xlsx file into `table`. */
export async function readXlsx(bytes: Buffer, table: SheetTable) {
  if (await xlsxRowsOver(bytes, IMPORT_LIMITS.maxRows))
    throw badRequest(IMPORT_MESSAGES.tooManyRows);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(IMPORT_MESSAGES.noRows);
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column)));
    table.add(cells);
  });
}
