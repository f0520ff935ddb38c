import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi, useListParams, type DueAge, type Page, type PendingMember } from '@spotter/shared';
import { pendingResource } from './pending-resource';

export const DUE_AGE_OPTIONS: { value: DueAge | ''; label: string }[] = [
  { value: '', label: 'Any age' },
  { value: '0-7', label: '0–7 days' },
  { value: '8-30', label: '8–30 days' },
  { value: '31+', label: 'Over 30 days' },
];

const isDueAge = (value: string | null): value is DueAge => DUE_AGE_OPTIONS.some((option) => option.value !== '' && option.value === value);

/** The pending list's page, size, search and age filter, all kept in the URL, and that page from the server. */
export function usePendingList() {
  const params = useListParams();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('age');
  const age = isDueAge(raw) ? raw : '';
  const key = `${pendingResource.pageKey(params)}${age ? `&age=${encodeURIComponent(age)}` : ''}`;
  const { data, error, isLoading, mutate } = useApi<Page<PendingMember>>(key, { keepPreviousData: true });

  const setAge = useCallback(
    (next: string) =>
      setSearch((prev) => {
        const changed = new URLSearchParams(prev);
        if (isDueAge(next)) changed.set('age', next);
        else changed.delete('age');
        changed.delete('page');
        return changed;
      }),
    [setSearch],
  );

  return {
    ...params,
    age,
    setAge,
    key,
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    error,
    isLoading: isLoading && data === undefined,
    retry: () => void mutate(),
  };
}
