import { useState } from 'react';
import {
  DownloadButton,
  IfAllowed,
  listTexts,
  rangeErrorOf,
  ResourceListPage,
  useBranchColumns,
  useCan,
  useDownload,
  useUrlFilters,
  type Invoice,
} from '@spotter/shared';
import {
  EXPORT_FILENAME,
  exportPath,
  invoicePdfFilename,
  invoicePdfPath,
  invoicesResource,
} from '../api/invoices-resource';
import { invoiceColumns } from './invoice-columns';
import { INVOICE_FILTERS, InvoiceFilterFields } from './invoice-filter-bar';
import { VoidDialog } from './void-dialog';

/**
 * `/invoice`: every invoice issued, searched and filtered on the server; each as a PDF, or all
 * listed as a CSV; a row's menu voids its payment (payments.void).
 */
export function InvoiceHistoryPage() {
  const filters = useUrlFilters(INVOICE_FILTERS);
  const rangeError = rangeErrorOf(filters.values);
  const download = useDownload();
  const mayVoid = useCan('payments.void');
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const columns = useBranchColumns(
    invoiceColumns({
      download: (i) =>
        void download(invoicePdfPath(i.invoice_number), invoicePdfFilename(i.invoice_number)),
      void: mayVoid ? setVoiding : undefined,
    }),
    'branch_id',
  );

  return (
    <>
      <ResourceListPage
        resource={invoicesResource}
        texts={{
          ...listTexts('Invoice History', 'invoices', 'invoice'),
          noMatch: 'No invoices match these filters.',
        }}
        columns={columns}
        rowName={(invoice) => invoice.invoice_number}
        headerActions={(list) => (
          <IfAllowed permission="invoices.export">
            <DownloadButton
              disabled={rangeError !== null}
              download={() =>
                download(exportPath({ q: list.q, ...filters.values }), EXPORT_FILENAME)
              }
            >
              Download All
            </DownloadButton>
          </IfAllowed>
        )}
        filters={filters}
        filterFields={<InvoiceFilterFields filters={filters} />}
        blocked={rangeError && 'Choose a From date on or before the To date to see invoices.'}
      />
      {voiding && <VoidDialog invoice={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
