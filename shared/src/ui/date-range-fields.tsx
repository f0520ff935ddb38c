import { DateField } from '@spotter/shared/core';
import { dayFilter, type UrlFilterState } from './url-filters';

/** A list's From and To days (`?from=&to=`), both included; '' for no bound. */
export interface DayRange {
  from: string;
  to: string;
}

/** The two filters, to spread into a list's `useUrlFilters` declaration. */
export const dayRangeFilters = () => ({ from: dayFilter(), to: dayFilter() });

export const RANGE_ERROR = 'From must be on or before To.';

/** Days out of order list nothing: the list says why instead of asking the server. */
export const rangeErrorOf = ({ from, to }: DayRange) =>
  from && to && from > to ? RANGE_ERROR : null;

/**
 * From and To date pickers bound to a list's URL filters; each keeps the other's side (a From
 * after To cannot be picked), and To says when typed days are out of order.
 */
export function DateRangeFields({ filters }: { filters: UrlFilterState<DayRange> }) {
  const { values, field } = filters;
  return (
    <>
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
