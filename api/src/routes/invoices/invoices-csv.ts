import type { Readable } from 'node:stream';
import { csvFile } from '../../lib/csv';
import type { ExportedInvoice } from './invoices-list';

/** The export's columns (docs/product/billing.md §19, docs/product/activity.md §23): the table's, the amounts and the method, who received it, its void. */
const COLUMNS: [header: string, cell: (invoice: ExportedInvoice) => string | number][] = [
  ['Invoice', (i) => i.invoice_number],
  ['User Name', (i) => i.member],
  ['Date', (i) => i.date],
  ['Amount (₹)', (i) => i.total_amount],
  ['Paid (₹)', (i) => i.paid_amount],
  ['Due (₹)', (i) => i.due_amount],
  [
    'Status',
    (i) =>
      i.carried_to !== null
        ? `Carried to ${i.carried_to}`
        : i.due_amount === 0
          ? 'Paid'
          : 'Pending',
  ],
  ['Payment Method', (i) => i.payment_method],
  // Who took the money (docs/product/activity.md §23); blank on invoices from before the trail.
  ['Received by', (i) => i.received_by ?? ''],
  ['Voided', (i) => (i.voided ? 'Yes' : 'No')],
  ['Credit note', (i) => i.credit_note_number ?? ''],
];

/** Batches of invoices as the export's CSV file (lib/csv.ts). */
export const invoicesCsv = (batches: AsyncIterable<ExportedInvoice[]>): Readable =>
  csvFile(COLUMNS, batches);
