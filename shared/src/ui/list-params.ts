import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from './data-table';
import { useUrlUpdate } from './url-filters';

export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;

/** `?sort=` as the API reads it: the key, after `-` when descending. */
export const sortText = (sort: SortState | null) =>
  sort ? `${sort.desc ? '-' : ''}${sort.key}` : '';

const sortOf = (text: string): SortState | null =>
  text ? { key: text.replace(/^-/, ''), desc: text.startsWith('-') } : null;

/**
 * The order after choosing `key`'s header (docs/product/calls-and-messages.md §9): a new column ascending, then
 * descending, then the list's own order again.
 */
export const nextSort = (sort: SortState | null, key: string): SortState | null =>
  sort?.key !== key ? { key, desc: false } : sort.desc ? null : { key, desc: true };

/** A list's page, page size, search text and order, kept in the URL so reloads and links keep them. */
export function useListParams({ defaultPageSize = 5 }: { defaultPageSize?: number } = {}) {
  const [params] = useSearchParams();

  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const sizeParam = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(sizeParam)
    ? sizeParam
    : defaultPageSize;
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort') ?? '';
  const sort = sortOf(sortParam);

  const update = useUrlUpdate();

  const setPage = useCallback((n: number) => update({ page: n > 1 ? String(n) : null }), [update]);
  const setPageSize = useCallback(
    (n: number) => update({ pageSize: String(n), page: null }),
    [update],
  );
  // Typing replaces the history entry, so Back does not step through every keystroke.
  const setQuery = useCallback((text: string) => update({ q: text, page: null }, true), [update]);

  // A new order starts again from the first page.
  const setSort = useCallback(
    (key: string) => update({ sort: sortText(nextSort(sortOf(sortParam), key)), page: null }),
    [update, sortParam],
  );

  return { page, pageSize, q, sort, setPage, setPageSize, setQuery, setSort };
}
