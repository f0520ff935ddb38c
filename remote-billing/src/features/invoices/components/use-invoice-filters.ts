import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListParams } from '@spotter/shared';
import type { InvoiceFilterValues } from '../api/invoices-resource';

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

export const RANGE_ERROR = 'From must be on or before To.';

/**
 * The history's search, status and date range, kept in the URL beside its page and page size
 * (so reloads, links and Back keep them). Changing a filter goes back to the first page.
 */
export function useInvoiceFilters() {
  const { q, setQuery } = useListParams();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const values: InvoiceFilterValues = {
    q,
    status: status === 'paid' || status === 'pending' ? status : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };

  const setFilter = useCallback(
    (name: 'status' | 'from' | 'to', value: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const rangeError = values.from && values.to && values.from > values.to ? RANGE_ERROR : null;
  const filtered = Boolean(values.q.trim() || values.status || values.from || values.to);
  return { values, setQuery, setFilter, rangeError, filtered };
}
