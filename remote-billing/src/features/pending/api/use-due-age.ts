import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DueAge } from '@spotter/shared';

export const DUE_AGE_OPTIONS: { value: DueAge | ''; label: string }[] = [
  { value: '', label: 'Any age' },
  { value: '0-7', label: '0–7 days' },
  { value: '8-30', label: '8–30 days' },
  { value: '31+', label: 'Over 30 days' },
];

const isDueAge = (value: string | null): value is DueAge =>
  DUE_AGE_OPTIONS.some((option) => option.value !== '' && option.value === value);

/** The pending list's filter by the due's age, kept in the URL (`?age=`); changing it goes back to page 1. */
export function useDueAge() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('age');
  const age = isDueAge(raw) ? raw : '';
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
  return { age, setAge };
}
