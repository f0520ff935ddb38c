import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlUpdate } from './url-filters';

export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;

/** A list's page, page size and search text, kept in the URL so reloads and links keep them. */
export function useListParams({ defaultPageSize = 5 }: { defaultPageSize?: number } = {}) {
  const [params] = useSearchParams();

  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const sizeParam = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(sizeParam)
    ? sizeParam
    : defaultPageSize;
  const q = params.get('q') ?? '';

  const update = useUrlUpdate();

  const setPage = useCallback((n: number) => update({ page: n > 1 ? String(n) : null }), [update]);
  const setPageSize = useCallback(
    (n: number) => update({ pageSize: String(n), page: null }),
    [update],
  );
  // Typing replaces the history entry, so Back does not step through every keystroke.
  const setQuery = useCallback((text: string) => update({ q: text, page: null }, true), [update]);

  return { page, pageSize, q, setPage, setPageSize, setQuery };
}
