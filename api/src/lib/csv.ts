import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/** One column of a CSV download: its header and how a row fills its cell. */
export type CsvColumn<Row> = [header: string, cell: (row: Row) => string | number];

const OPTIONS = {
  escape_formulas: true,
  record_delimiter: 'windows',
  // csv-stringify quotes a cell holding the whole delimiter (CRLF) but not a lone LF or CR,
  // which spreadsheets and RFC 4180 readers would take for the end of the row.
  quoted_match: /[\r\n]/,
} as const;

/**
 * Batches of rows as a CSV file (docs/product/billing.md §19): UTF-8 with a byte-order mark (so
 * spreadsheets read ₹ and names right), a header row, RFC 4180 quoting, and every text cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) prefixed
 * with a single quote. Each batch becomes one chunk, pulled from `batches` only as fast as the
 * client reads: one chunk per row would cost the compression of the download a call per row
 * (seconds at 100,000 rows).
 */
export function csvFile<Row>(columns: CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([], {
        ...OPTIONS,
        bom: true,
        header: true,
        columns: columns.map(([header]) => header),
      });
      for await (const rows of batches) {
        if (rows.length > 0)
          yield stringify(
            rows.map((row) => columns.map(([, cell]) => cell(row))),
            OPTIONS,
          );
      }
    })(),
  );
}
