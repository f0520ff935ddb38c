import { useMemo } from 'react';
import { useApi } from '../api/swr';
import type { ListQuery, Resource } from './resource';

/** One server-side page; the previous page stays on screen while the next one loads. */
export function useResourceList<Row, One>(resource: Resource<Row, One>, query: ListQuery) {
  const key = resource.pageKey(query);
  const { data, error, isLoading, mutate } = useApi<unknown>(key, { keepPreviousData: true });
  const rows = useMemo(() => resource.rows(data), [resource, data]);
  const total = Number((data as { total?: unknown } | undefined)?.total);
  return {
    key,
    rows,
    total: Number.isFinite(total) ? total : rows.length,
    error,
    // SWR still reports loading while it shows the previous page; only a first load is "loading".
    isLoading: isLoading && data === undefined,
    retry: () => void mutate(),
  };
}

/** Every row at once, from the list route's plain form: for pickers and card grids. */
export function useResourceAll<Row, One>(resource: Resource<Row, One>) {
  const { data, error, isLoading, mutate } = useApi<unknown>(resource.list);
  const rows = useMemo(() => resource.rows(data), [resource, data]);
  return { rows, error, isLoading, retry: () => void mutate() };
}

/** One record for an edit or profile screen; `id` undefined asks for nothing. */
export function useResourceOne<Row, One>(resource: Resource<Row, One>, id: string | undefined) {
  const { data, error, isLoading, mutate } = useApi<unknown>(id && resource.one ? resource.one(id) : null);
  const record = useMemo(() => (data === undefined ? undefined : resource.readOne?.(data)), [resource, data]);
  return { record, error, isLoading, retry: () => void mutate() };
}
