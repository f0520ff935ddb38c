import { useState } from 'react';
import styled from 'styled-components';
import {
  DownloadButton,
  formatRupees,
  IfAllowed,
  listTexts,
  rangeErrorOf,
  ResourceListPage,
  useBranchColumns,
  useCan,
  useDownload,
  useUrlFilters,
  type Invoice,
  type InvoicePage,
  type Page,
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

const Totals = styled.p`
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// The history's pages carry the money of everything the filters list (docs/product/billing.md §19).
const totalsOf = (reply: Page<Invoice> | undefined) => (reply as InvoicePage | undefined)?.totals;

/** "Paid ₹X · Due ₹Y (₹Z of it voided)": what the filters list, on every page. */
function FilteredTotals({ reply }: { reply: Page<Invoice> | undefined }) {
  const totals = totalsOf(reply);
  if (!totals) return null;
  return (
    <Totals role="note" aria-label="Sum of the invoices listed">
      Paid <strong>{formatRupees(totals.paid_amount)}</strong>
      {totals.voided_amount > 0 && ` (${formatRupees(totals.voided_amount)} of it voided)`} · Due{' '}
      <strong>{formatRupees(totals.due_amount)}</strong>
    </Totals>
  );
}

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
          <>
            <FilteredTotals reply={list.reply} />
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
          </>
        )}
        filters={filters}
        filterFields={<InvoiceFilterFields filters={filters} />}
        blocked={rangeError && 'Choose a From date on or before the To date to see invoices.'}
      />
      {voiding && <VoidDialog invoice={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
