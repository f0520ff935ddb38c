import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { request, type RequestOptions } from '../api/client';
import { expectSuccess, type StatusReply } from './expect-success';
import type { Page } from '../types';
import type { Id, Resource } from './resource';

type Body = FormData | object;
const send = (body: Body) => (body instanceof FormData ? { form: body } : { json: body });

function need(path: string | undefined, what: string): string {
  if (!path) throw new Error(`This resource declares no ${what} route.`);
  return path;
}

/**
 * create, update and remove for one resource, with one invalidation rule (a write makes every
 * cached read of the list stale, and the record it touched) and one success rule (expectSuccess).
 * Creates and updates carry an Idempotency-Key (`idempotent`): the API honours it where the write
 * takes money (a new member's payment, a member's or dues' paid amount), and ignores it elsewhere.
 */
export function useResourceWrites<Row, One>(resource: Resource<Row, One>) {
  const { mutate } = useSWRConfig();
  const invalidate = useCallback(
    (id?: Id) => {
      void mutate(resource.isListKey);
      if (id !== undefined && resource.one) void mutate(resource.one(id));
    },
    [mutate, resource],
  );

  return useMemo(() => {
    const write = async <T>(path: string, options: RequestOptions, fallback: string) =>
      expectSuccess(await request<(T & StatusReply) | undefined>(path, options), fallback);

    return {
      async create<T = StatusReply>(body: Body, signal?: AbortSignal) {
        const result = await write<T>(
          need(resource.create, 'create'),
          { method: 'POST', ...send(body), signal, idempotent: true },
          'Failed to save.',
        );
        invalidate();
        return result;
      },
      async update<T = StatusReply>(id: Id, body: Body, signal?: AbortSignal) {
        const result = await write<T>(
          need(resource.update?.(id), 'update'),
          { method: 'POST', ...send(body), signal, idempotent: true },
          'Failed to save.',
        );
        invalidate(id);
        return result;
      },
      /**
       * The delete policy: with `pageKey`, the row leaves that page at once and comes back if the
       * server refuses; afterwards every cached read is refetched, since rows shift between pages.
       */
      async remove(id: Id, { pageKey, signal }: { pageKey?: string; signal?: AbortSignal } = {}) {
        const path = need(resource.remove?.(id), 'remove');
        // The trail's record of the delete, when the API keeps it in Deleted items: Undo's handle.
        const reply = write<{ activity_id?: number }>(
          path,
          { method: 'DELETE', signal },
          'Delete failed!',
        );
        const done = reply.then(() => undefined);
        if (pageKey) {
          await mutate<Page<Row> | undefined>(pageKey, done, {
            optimisticData: (current) =>
              without(current, (row) => resource.rowId(row) === Number(id)),
            rollbackOnError: true,
            populateCache: false,
            revalidate: false,
          });
        } else await done;
        // Not the record itself: a screen still showing it would refetch a 404 before it leaves.
        invalidate();
        return reply;
      },
    };
  }, [resource, mutate, invalidate]);
}

function without<Row>(
  page: Page<Row> | undefined,
  matches: (row: Row) => boolean,
): Page<Row> | undefined {
  if (!page) return page;
  const data = page.data.filter((row) => !matches(row));
  // Whatever else the page carries (a count beside the rows) stays as it was.
  return { ...page, data, total: page.total - (page.data.length - data.length) };
}
