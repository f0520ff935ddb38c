import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { type Page, request, type RequestOptions } from '@spotter/shared/core';
import { expectSuccess, type StatusReply } from './expect-success';
import {
  staleTest,
  type ActionConfig,
  type Actions,
  type Id,
  type Resource,
  type StaleRead,
} from './resource';

type Body = FormData | object;
/** A body as it is sent: a form as a form, a file's bytes as they are, anything else as JSON. */
const send = (body: Body) =>
  body instanceof FormData ? { form: body } : body instanceof Blob ? { body } : { json: body };

function need(path: string | undefined, what: string): string {
  if (!path) throw new Error(`This resource declares no ${what} route.`);
  return path;
}

/** Each declared action as a call: `(target, body, signal)` answers the API's reply once it succeeded. */
export type ActionCalls<Named extends Actions> = {
  [Name in keyof Named]: Named[Name] extends ActionConfig<infer Target, infer Body, infer Reply>
    ? (target: Target, body?: Body, signal?: AbortSignal) => Promise<Reply>
    : never;
};

/**
 * create, update, remove and the resource's named actions, with one invalidation rule (a write
 * makes every cached read of the list stale, the record it touched, and whatever the resource and
 * the action declare) and one success rule (expectSuccess). Creates, updates and the actions
 * declared `idempotent` carry an Idempotency-Key: the API honours it where the write takes money
 * (a new member's payment, a member's or dues' paid amount, a payment), and ignores it elsewhere.
 */
export function useResourceWrites<Row, One, Named extends Actions = Actions>(
  resource: Resource<Row, One, unknown, unknown, Named>,
) {
  const { mutate } = useSWRConfig();
  const invalidate = useCallback(
    (id?: Id, also: readonly StaleRead[] = []) => {
      void mutate(staleTest([resource, ...(resource.stale?.(id) ?? []), ...also]));
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
      async remove<T = { activity_id?: number }>(
        id: Id,
        { pageKey, signal }: { pageKey?: string; signal?: AbortSignal } = {},
      ) {
        const path = need(resource.remove?.(id), 'remove');
        // The trail's record of the delete, when the API keeps it in Deleted items: Undo's handle.
        const reply = write<T>(path, { method: 'DELETE', signal }, 'Delete failed!');
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
      actions: Object.fromEntries(
        Object.entries(resource.actions ?? {}).map(([name, declared]) => [
          name,
          async (target: unknown, body?: Body, signal?: AbortSignal) => {
            const method = declared.method ?? 'POST';
            const reply = await write<StatusReply>(
              declared.path(target),
              {
                method,
                ...(body === undefined ? {} : send(body)),
                query: declared.query?.(target),
                timeoutMs: declared.timeoutMs,
                signal,
                idempotent: declared.idempotent,
              },
              declared.failure ?? 'Failed to save.',
            );
            for (const { key, change } of declared.patches?.(target, reply) ?? [])
              void mutate(key, change as (current: unknown) => unknown, { revalidate: false });
            // A read makes nothing stale.
            if (method !== 'GET') invalidate(undefined, declared.stale?.(target, reply));
            return reply;
          },
        ]),
      ) as ActionCalls<Named>,
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
