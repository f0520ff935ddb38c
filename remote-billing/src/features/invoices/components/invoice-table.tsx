import {
  Button,
  ListTable,
  useDownload,
  useListPage,
  type Column,
  type Invoice,
} from '@spotter/shared';
import {
  invoicePdfFilename,
  invoicePdfPath,
  invoicesResource,
  type InvoiceFilterValues,
} from '../api/invoices-resource';
import { invoiceColumns } from './invoice-columns';

interface InvoiceTableProps {
  filters: InvoiceFilterValues;
  filtered: boolean;
}

/** One server-side page of the history for the filters, with a Download (PDF) per row. */
export function InvoiceTable({ filters, filtered }: InvoiceTableProps) {
  const { status, from, to } = filters;
  const list = useListPage(invoicesResource, 5, { status, from, to });
  const download = useDownload();
  const columns: Column<Invoice>[] = [
    ...invoiceColumns,
    {
      key: 'action',
      header: 'Action',
      cell: (invoice) => (
        <Button
          variant="secondary"
          aria-label={`Download ${invoice.invoice_number}`}
          onClick={() =>
            void download(
              invoicePdfPath(invoice.invoice_number),
              invoicePdfFilename(invoice.invoice_number),
            )
          }
        >
          Download
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListTable
        list={list}
        loadFailed="Could not load invoices."
        caption="Invoice History"
        columns={columns}
        rowKey={(invoice) => invoice.invoice_number}
        emptyText={filtered ? 'No invoices match these filters.' : 'No invoices yet.'}
      />
    </>
  );
}
