import {
  choiceFilter,
  DateField,
  dayFilter,
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

/** Status and date range (`?status=&from=&to=`), beside the list's search (docs/product.md §19). */
export const INVOICE_FILTERS: UrlFilters<Filters> = {
  status: choiceFilter(STATUS_OPTIONS.map((option) => option.value)),
  from: dayFilter(),
  to: dayFilter(),
};

export const RANGE_ERROR = 'From must be on or before To.';

/** Dates out of order list nothing; the To field says why. */
export const rangeErrorOf = ({ from, to }: Filters) =>
  from && to && from > to ? RANGE_ERROR : null;

/** Status and date range; each change reaches the URL (and the server) at once. */
export function InvoiceFilterFields({ filters }: { filters: UrlFilterState<Filters> }) {
  const { values, field } = filters;
  return (
    <>
      <SelectField
        label="Status"
        options={[...STATUS_OPTIONS]}
        placeholder="All"
        {...field('status')}
      />
      <DateField label="From" max={values.to || undefined} {...field('from')} />
      <DateField
        label="To"
        min={values.from || undefined}
        error={rangeErrorOf(values)}
        {...field('to')}
      />
    </>
  );
}
