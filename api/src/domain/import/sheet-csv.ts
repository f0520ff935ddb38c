import Papa from 'papaparse';
import { badRequest } from '../../lib/http-errors';
import { isPlainText } from '../../schemas/input-rules';
import { IMPORT_MESSAGES } from '../../schemas/imports';
import type { SheetTable } from './sheet-table';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

// Windows-1252's bytes 0x80–0x9F. Node's TextDecoder reads 'windows-1252' as Latin-1 (C1 controls
// there), so the table is ours; the five bytes 1252 leaves undefined stay controls and are refused.
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

const windows1252 = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);

/**
 * A CSV file's text: UTF-8 (with or without a byte-order mark) when its bytes are valid UTF-8,
 * else Windows-1252 (what Excel on Windows saves as "CSV"). Bytes that are neither as text (a NUL,
 * controls other than tabs and line breaks) are not a spreadsheet: pictures, PDFs, random bytes.
 */
function decode(bytes: Buffer): string {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  if (body.length === 0 || body.includes(0)) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = windows1252(body);
  }
  if (!isPlainText(text)) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  return text;
}

/** Reads a CSV file's rows into `table`, separated by `,` or `;`, whichever the file uses. */
export function readCsv(bytes: Buffer, table: SheetTable) {
  const text = decode(bytes);
  let failure: unknown = null;
  // Every record counts as a spreadsheet counts its rows, empty ones too (the table leaves them out).
  let row = 0;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';'],
    step: (result, parser) => {
      row += 1;
      try {
        table.add(result.data, row);
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}
