import styled from 'styled-components';
import {
  Button,
  formatDate,
  formatRupees,
  RowActions,
  type Column,
  type Invoice,
} from '@spotter/shared';
import { statusOf } from '../api/invoices-resource';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const CreditNote = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

// Money paid before Spotter, brought in by an import (docs/product/import.md §24).
const ImportedTag = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

export interface InvoiceActions {
  download: (invoice: Invoice) => void;
  /** Offered on the invoices that can be voided; left out for an account that may not void. */
  void?: (invoice: Invoice) => void;
}

/**
 * The table's columns (docs/product/screens.md §2, docs/product/billing.md §19, docs/product/activity.md §23): Date is the day the invoice was issued;
 * Amount, Paid and Due are its total, what was paid on it and what it left owing; Received by is
 * who took the money; a voided invoice says so with its credit note, an imported one with a tag.
 * Sortable keys are the API's.
 */
export const invoiceColumns = ({
  download,
  void: voidInvoice,
}: InvoiceActions): Column<Invoice>[] => [
  {
    key: 'invoice_number',
    card: 'title',
    header: 'Invoice',
    cell: (i) => (
      <>
        {i.invoice_number}
        {i.imported && <ImportedTag>Imported</ImportedTag>}
      </>
    ),
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
  {
    key: 'received_by',
    priority: 'secondary',
    card: 'detail',
    header: 'Received by',
    // Invoices from before the trail do not say.
    cell: (i) => i.received_by ?? '—',
  },
  {
    key: 'status',
    card: 'badge',
    header: 'Status',
    cell: (i) =>
      i.credit_note_number ? (
        <>
          {statusOf(i)} <CreditNote>{i.credit_note_number}</CreditNote>
        </>
      ) : (
        statusOf(i)
      ),
  },
  {
    key: 'action',
    card: 'actions',
    header: 'Action',
    cell: (i) => (
      <Actions>
        <Button
          variant="secondary"
          aria-label={`Download ${i.invoice_number}`}
          onClick={() => download(i)}
        >
          Download
        </Button>
        {voidInvoice && i.voidable && (
          <RowActions
            label={`Actions for ${i.invoice_number}`}
            actions={[{ label: 'Void', tone: 'danger', onSelect: () => voidInvoice(i) }]}
          />
        )}
      </Actions>
    ),
  },
];
