import { Button, formatDate, formatRupees, type Column, type Invoice } from '@spotter/shared';
import { statusOf } from '../api/invoices-resource';

/** The table's columns (docs/product.md §2, §19); Due Date is the day the invoice was issued. */
export const invoiceColumns = (download: (invoice: Invoice) => void): Column<Invoice>[] => [
  { key: 'invoice', card: 'title', header: 'Invoice', cell: (i) => i.invoice_number },
  { key: 'member', header: 'User Name', cell: (i) => i.member },
  {
    key: 'date',
    priority: 'secondary',
    card: 'detail',
    header: 'Due Date',
    cell: (i) => formatDate(i.date),
  },
  { key: 'amount', header: 'Amount', cell: (i) => formatRupees(i.total_amount) },
  { key: 'status', card: 'badge', header: 'Status', cell: (i) => statusOf(i) },
  {
    key: 'action',
    card: 'actions',
    header: 'Action',
    cell: (i) => (
      <Button
        variant="secondary"
        aria-label={`Download ${i.invoice_number}`}
        onClick={() => download(i)}
      >
        Download
      </Button>
    ),
  },
];
