import { useEffect } from 'react';
import { useListParams } from '../ui/list-params';
import type { ListQuery, Resource } from './resource';
import { useResourceList } from './use-resource-list';

/** A list screen's state: page, size and search from the URL, and that page from the server. */
export function useListPage<Row, One>(
  resource: Resource<Row, One>,
  defaultPageSize = 5,
  filters?: ListQuery['filters'],
) {
  const params = useListParams({ defaultPageSize });
  const { page, pageSize, q, setPage } = params;
  const list = useResourceList(resource, { page, pageSize, q, filters });

  // A page past the end (the list shrank, or an old link): show the last page that exists.
  const pageCount = Math.max(1, Math.ceil(list.total / pageSize));
  const outOfRange = !list.isLoading && !list.error && list.rows.length === 0 && page > pageCount;
  useEffect(() => {
    if (outOfRange) setPage(pageCount);
  }, [outOfRange, pageCount, setPage]);

  return { ...params, ...list, page: Math.min(page, pageCount) };
}
