import { useEffect } from 'react';
import { sortText, useListParams } from '../ui/list-params';
import type { ListQuery, Resource } from './resource';
import { useResourceList } from './use-resource-list';

export interface ListPageOptions {
  defaultPageSize?: number;
  /** More query parameters for the server (see useUrlFilters). */
  filters?: ListQuery['filters'];
  /** Without a search box, a `q` left in the URL must not filter the list. */
  searchable?: boolean;
  /** Ask the server nothing: the filters cannot match anything. */
  paused?: boolean;
  /** The keys the list may be sorted by (its sortable columns); another `?sort=` is ignored. */
  sortKeys?: readonly string[];
}

/** A list screen's state: page, size and search from the URL, and that page from the server. */
export function useListPage<Row, One>(
  resource: Resource<Row, One>,
  {
    defaultPageSize = 5,
    filters,
    searchable = true,
    paused = false,
    sortKeys = [],
  }: ListPageOptions = {},
) {
  const params = useListParams({ defaultPageSize });
  const { page, pageSize, setPage } = params;
  const q = searchable ? params.q : '';
  const sort = params.sort && sortKeys.includes(params.sort.key) ? params.sort : null;
  const list = useResourceList(
    resource,
    { page, pageSize, q, sort: sortText(sort), filters },
    paused,
  );

  // A page past the end (the list shrank, or an old link): show the last page that exists.
  const pageCount = Math.max(1, Math.ceil(list.total / pageSize));
  const outOfRange =
    !paused && !list.isLoading && !list.error && list.rows.length === 0 && page > pageCount;
  useEffect(() => {
    if (outOfRange) setPage(pageCount);
  }, [outOfRange, pageCount, setPage]);

  return { ...params, ...list, q, sort, page: Math.min(page, pageCount) };
}
