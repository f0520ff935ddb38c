import {
  choiceFilter,
  DateRangeFields,
  dayRangeFilters,
  SelectField,
  type UrlFilterState,
  type UrlFilters,
} from '@spotter/shared';
import type { InvoiceFilterValues } from '../api/invoices-resource';

const STATUS_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
] as const;

type Filters = Omit<InvoiceFilterValues, 'q'>;

/** Status and date range (`?status=&from=&to=`), beside the list's search (docs/product/billing.md §19). */
export const INVOICE_FILTERS: UrlFilters<Filters> = {
  status: choiceFilter(STATUS_OPTIONS.map((option) => option.value)),
  ...dayRangeFilters(),
};

/** Status and date range; each change reaches the URL (and the server) at once. */
export function InvoiceFilterFields({ filters }: { filters: UrlFilterState<Filters> }) {
  return (
    <>
      <SelectField
        label="Status"
        options={[...STATUS_OPTIONS]}
        placeholder="All"
        {...filters.field('status')}
      />
      <DateRangeFields filters={filters} />
    </>
  );
}
