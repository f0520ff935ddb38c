import { Button, formatDate, formatRupees, type Column, type Invoice } from '@spotter/shared';
import { statusOf } from '../api/invoices-resource';

/**
 * The table's columns (docs/product.md §2, §19): Date is the day the invoice was issued; Amount,
 * Paid and Due are its total, what was paid on it and what it left owing. Sortable keys are the API's.
 */
export const invoiceColumns = (download: (invoice: Invoice) => void): Column<Invoice>[] => [
  {
    key: 'invoice_number',
    card: 'title',
    header: 'Invoice',
    cell: (i) => i.invoice_number,
    sortable: true,
  },
  { key: 'member', header: 'User Name', cell: (i) => i.member, sortable: true },
  {
    key: 'date',
    priority: 'secondary',
    card: 'detail',
    header: 'Date',
    cell: (i) => formatDate(i.date),
    sortable: true,
  },
  {
    key: 'total_amount',
    header: 'Amount',
    cell: (i) => formatRupees(i.total_amount),
    sortable: true,
  },
  {
    key: 'paid_amount',
    priority: 'secondary',
    header: 'Paid',
    cell: (i) => formatRupees(i.paid_amount),
    sortable: true,
  },
  { key: 'due_amount', header: 'Due', cell: (i) => formatRupees(i.due_amount), sortable: true },
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
