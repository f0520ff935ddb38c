import type { Readable } from 'node:stream';
import { csvFile } from '../../lib/csv';
import type { Invoice } from '../../schemas';

/** The export's columns (docs/product.md §19): the table's, then the amounts and the method. */
const COLUMNS: [header: string, cell: (invoice: Invoice) => string | number][] = [
  ['Invoice', (i) => i.invoice_number],
  ['User Name', (i) => i.member],
  ['Date', (i) => i.date],
  ['Amount (₹)', (i) => i.total_amount],
  ['Paid (₹)', (i) => i.paid_amount],
  ['Due (₹)', (i) => i.due_amount],
  ['Status', (i) => (i.due_amount === 0 ? 'Paid' : 'Pending')],
  ['Payment Method', (i) => i.payment_method],
];

/** Batches of invoices as the export's CSV file (lib/csv.ts). */
export const invoicesCsv = (batches: AsyncIterable<Invoice[]>): Readable =>
  csvFile(COLUMNS, batches);
