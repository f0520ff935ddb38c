import styled from 'styled-components';
import { DateField, DebouncedSearchInput, SelectField } from '@spotter/shared';
import type { useInvoiceFilters } from './use-invoice-filters';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

const STATUS_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
];

/** Search, status and date range; each change reaches the URL (and the server) at once, the search once typing pauses. */
export function InvoiceFilterBar({ filters }: { filters: ReturnType<typeof useInvoiceFilters> }) {
  const { values, setQuery, setFilter, rangeError } = filters;
  return (
    <Bar role="group" aria-label="Filters">
      <DebouncedSearchInput label="Search invoices" value={values.q} onChange={setQuery} />
      <SelectField
        label="Status"
        value={values.status}
        onChange={(v) => setFilter('status', v)}
        options={STATUS_OPTIONS}
        placeholder="All"
      />
      <DateField
        label="From"
        value={values.from}
        max={values.to || undefined}
        onChange={(v) => setFilter('from', v)}
      />
      <DateField
        label="To"
        value={values.to}
        min={values.from || undefined}
        error={rangeError}
        onChange={(v) => setFilter('to', v)}
      />
    </Bar>
  );
}
