import { useState } from 'react';
import styled from 'styled-components';
import { Button, PageHeader, useDownload } from '@spotter/shared';
import { EXPORT_FILENAME, exportPath } from '../api/invoices-resource';
import { InvoiceFilterBar } from './invoice-filter-bar';
import { InvoiceTable } from './invoice-table';
import { useInvoiceFilters } from './use-invoice-filters';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** `/invoice`: every invoice issued, searched and filtered on the server; each as a PDF, or all listed as a CSV. */
export function InvoiceHistoryPage() {
  const filters = useInvoiceFilters();
  const download = useDownload();
  const [exporting, setExporting] = useState(false);

  const downloadAll = async () => {
    setExporting(true);
    try {
      await download(exportPath(filters.values), EXPORT_FILENAME);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Invoice History"
        actions={
          <Button
            busy={exporting}
            disabled={filters.rangeError !== null}
            onClick={() => void downloadAll()}
          >
            Download All
          </Button>
        }
      />
      <Stack>
        <InvoiceFilterBar filters={filters} />
        {/* Dates out of order list nothing: the To field says why, and nothing is asked of the server. */}
        {filters.rangeError ? (
          <Hint>Choose a From date on or before the To date to see invoices.</Hint>
        ) : (
          <InvoiceTable filters={filters.values} filtered={filters.filtered} />
        )}
      </Stack>
    </>
  );
}
