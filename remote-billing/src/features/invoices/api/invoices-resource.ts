import { defineResource, type Invoice, type InvoiceStatus } from '@spotter/shared';

/** The invoice history: read only (invoices are issued by members, payments and renewals, never edited). */
export const invoicesResource = defineResource({
  list: '/payments/all_invoices',
  plain: (invoices: Invoice[]) => invoices,
  // Invoice numbers are INV- and a unique sequence number.
  rowId: (invoice) => Number(invoice.invoice_number.replace(/\D/g, '')),
});

/** The filters the history and its export share (docs/product.md §19); '' is "any". */
export interface InvoiceFilterValues {
  q: string;
  status: InvoiceStatus | '';
  from: string;
  to: string;
}

/** Paid exactly when nothing is due (docs/product.md §4). */
export const statusOf = (invoice: Pick<Invoice, 'due_amount'>) =>
  invoice.due_amount === 0 ? 'Paid' : 'Pending';

export const invoicePdfPath = (number: string) =>
  `/payments/invoice_pdf/${encodeURIComponent(number)}/`;
export const invoicePdfFilename = (number: string) => `invoice_${number}.pdf`;

/** The CSV of exactly what these filters list. */
export function exportPath({ q, status, from, to }: InvoiceFilterValues) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ q: q.trim(), status, from, to }))
    if (value) params.set(name, value);
  const query = params.toString();
  return `/payments/export_invoices${query ? `?${query}` : ''}`;
}
export const EXPORT_FILENAME = 'invoices.csv';
