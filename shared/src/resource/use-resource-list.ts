import { useMemo } from 'react';
import { type Page, useApi } from '@spotter/shared/core';
import type { ListQuery, Resource } from './resource';

/**
 * One server-side page; the previous page stays on screen while the next one loads. A `paused`
 * list asks the server nothing (its filters cannot match anything).
 */
export function useResourceList<Row, One>(
  resource: Resource<Row, One>,
  query: ListQuery,
  paused = false,
) {
  const key = resource.pageKey(query);
  const { data, error, isLoading, mutate } = useApi<Page<Row>>(paused ? null : key, {
    keepPreviousData: true,
  });
  return {
    key,
    /** The whole answer, for what a route tells beside its rows (a count, a day). */
    reply: data,
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    error,
    // SWR still reports loading while it shows the previous page; only a first load is "loading".
    isLoading: isLoading && data === undefined,
    retry: () => void mutate(),
  };
}

/** Every row at once, from the list route's plain form: for pickers and card grids. */
export function useResourceAll<Row, One, Plain, OneReply>(
  resource: Resource<Row, One, Plain, OneReply>,
) {
  const { data, error, isLoading, mutate } = useApi<Plain>(resource.list);
  const rows = useMemo(() => (data === undefined ? [] : resource.plain(data)), [resource, data]);
  return { rows, error, isLoading, retry: () => void mutate() };
}

/** One record for an edit or profile screen; `id` undefined asks for nothing. */
export function useResourceOne<Row, One, Plain, OneReply>(
  resource: Resource<Row, One, Plain, OneReply>,
  id: string | undefined,
) {
  const { data, error, isLoading, mutate } = useApi<OneReply>(
    id && resource.one ? resource.one(id) : null,
  );
  const record = useMemo(
    () => (data === undefined ? undefined : resource.readOne?.(data)),
    [resource, data],
  );
  return { record, error, isLoading, retry: () => void mutate() };
}
