import {
  choiceFilter,
  DateRangeFields,
  dayRangeFilters,
  SelectField,
  type UrlFilterState,
  type UrlFilters,
} from '@spotter/shared';
import { METHOD_OPTIONS, type InvoiceFilterValues } from '../api/invoices-resource';

const STATUS_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
] as const;

type Filters = Omit<InvoiceFilterValues, 'q'>;

/** Status, method and date range (`?status=&method=&from=&to=`), beside the list's search (docs/product/billing.md §19). */
export const INVOICE_FILTERS: UrlFilters<Filters> = {
  status: choiceFilter(STATUS_OPTIONS.map((option) => option.value)),
  method: choiceFilter(METHOD_OPTIONS.map((option) => option.value)),
  ...dayRangeFilters(),
};

/** Status, method and date range; each change reaches the URL (and the server) at once. */
export function InvoiceFilterFields({ filters }: { filters: UrlFilterState<Filters> }) {
  return (
    <>
      <SelectField
        label="Status"
        options={[...STATUS_OPTIONS]}
        placeholder="All"
        {...filters.field('status')}
      />
      <SelectField
        label="Method"
        options={METHOD_OPTIONS}
        placeholder="All"
        {...filters.field('method')}
      />
      <DateRangeFields filters={filters} />
    </>
  );
}
