import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ExportedInvoice } from './invoices-list';

/** The export's columns (docs/product.md §19, §23): the table's, the amounts and the method, who received it, its void. */
const COLUMNS: [header: string, cell: (invoice: ExportedInvoice) => string | number][] = [
  ['Invoice', (i) => i.invoice_number],
  ['User Name', (i) => i.member],
  ['Date', (i) => i.date],
  ['Amount (₹)', (i) => i.total_amount],
  ['Paid (₹)', (i) => i.paid_amount],
  ['Due (₹)', (i) => i.due_amount],
  ['Status', (i) => (i.due_amount === 0 ? 'Paid' : 'Pending')],
  ['Payment Method', (i) => i.payment_method],
  // Who took the money (docs/product.md §23); blank on invoices from before the trail.
  ['Received by', (i) => i.received_by ?? ''],
  ['Voided', (i) => (i.voided ? 'Yes' : 'No')],
  ['Credit note', (i) => i.credit_note_number ?? ''],
];

const OPTIONS = {
  escape_formulas: true,
  record_delimiter: 'windows',
  // csv-stringify quotes a cell holding the whole delimiter (CRLF) but not a lone LF or CR,
  // which spreadsheets and RFC 4180 readers would take for the end of the row.
  quoted_match: /[\r\n]/,
} as const;

/**
 * Batches of invoices as a CSV file: UTF-8 with a byte-order mark (so spreadsheets read ₹ and
 * names right), a header row, RFC 4180 quoting, and every text cell that a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) prefixed with a single quote.
 * Each batch becomes one chunk, pulled from `batches` only as fast as the client reads: one chunk
 * per row would cost the compression of the download a call per row (seconds at 100,000 rows).
 */
export function invoicesCsv(batches: AsyncIterable<ExportedInvoice[]>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([], {
        ...OPTIONS,
        bom: true,
        header: true,
        columns: COLUMNS.map(([header]) => header),
      });
      for await (const invoices of batches) {
        if (invoices.length > 0)
          yield stringify(
            invoices.map((invoice) => COLUMNS.map(([, cell]) => cell(invoice))),
            OPTIONS,
          );
      }
    })(),
  );
}
