import { paths } from '@spotter/api/paths';
import type { Resource } from '../resource/resource';
import type { Done } from '../core/types';
import { fakeAdmin, sessionOf, type FakeAuth } from './fake-api/auth';
import { stubFetch, type Answer, type Reply, type SentBody } from './fake-api/fetch-stub';
import { answer, nextId, notFound, pageReply, sortedBy } from './fake-api/paging';
import { defaultGym } from './fake-api/gym';
import { rememberAccount } from './fake-api/signed-in';

type Row = { id: number } & object;
type Fields = Record<string, unknown>;
/** What a named action of the fake does with the record it acts on (undefined: none matched). */
export type FakeAction<R> = (row: R | undefined, body: SentBody, rows: R[]) => Reply;

/**
 * One resource of the vocabulary (shared/src/resource/resource.ts) held in memory: its rows, and
 * what the API's answers add to them. Everything has a default; a test names what its screen reads.
 */
export interface InMemory<R extends Row> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource, whatever its answers
  resource: Resource<R, any, any, any, any>;
  rows: R[];
  /** The list route's plain (unpaged) answer; by default `{ status, data }`. */
  plain?: (rows: R[]) => unknown;
  /** What `q` is sought in (a case-insensitive part); by default every text and number field. */
  searched?: (row: R) => unknown[];
  /** Filters of the list query by name; by default a field of that name equal to the value. */
  filters?: Record<string, (row: R, value: string) => boolean>;
  /** One record's answer; by default the row itself. */
  one?: (row: R) => unknown;
  /** The record a create (no `before`) or an update makes of the sent fields. */
  saved?: (id: number, sent: Fields, before?: R) => R;
  /** A write's answer; by default `{ status: 'success', message: 'Saved.' }` (or 'Deleted.'). */
  written?: (row: R, how: 'create' | 'update' | 'remove') => Reply;
  /** Its named actions answered, by the resource's action name (a test adds or overrides one). */
  actions?: Record<string, FakeAction<R>>;
}

/** The list query's own names: the rest are filters (`branch`, the tab's, is the API's alone). */
const LIST_QUERY = new Set(['page', 'page_size', 'q', 'sort', 'branch']);
const text = (value: unknown) => (typeof value === 'object' ? '' : String(value ?? ''));

/**
 * The answers of one in-memory resource as a route (`undefined`: not one of its paths): the list
 * (plain, or paged with `page`, `page_size`, `q`, `sort` and filters, answering `{ data, total }`),
 * one, create, update, remove and its named actions, matched by the resource's own routes.
 */
export function resourceRoute<R extends Row>(spec: InMemory<R>) {
  const { resource } = spec;
  const at = (path: ((id: number) => string) | undefined, pathname: string) =>
    path && spec.rows.find((row) => path(row.id) === pathname);
  const written = (row: R, how: 'create' | 'update' | 'remove') =>
    spec.written?.(row, how) ??
    answer<Done>({ status: 'success', message: how === 'remove' ? 'Deleted.' : 'Saved.' }, 200);
  const saved = (id: number, sent: Fields, before?: R) =>
    spec.saved?.(id, sent, before) ?? ({ ...before, ...sent, id } as R);

  return (method: string, pathname: string, search: string, body: SentBody): Reply | undefined => {
    if (method === 'GET' && pathname === resource.list) {
      const query = new URLSearchParams(search);
      if (![...query.keys()].some((name) => name !== 'branch'))
        return answer(spec.plain?.(spec.rows) ?? { status: 'success', data: spec.rows });
      const q = (query.get('q') ?? '').trim().toLowerCase();
      const found = spec.rows.filter((row) => {
        const fields = spec.searched?.(row) ?? Object.values(row);
        if (q && !fields.some((field) => text(field).toLowerCase().includes(q))) return false;
        return [...query].every(
          ([name, value]) =>
            LIST_QUERY.has(name) ||
            (spec.filters?.[name]?.(row, value) ?? text((row as Fields)[name]) === value),
        );
      });
      return pageReply(sortedBy(found, query), query);
    }
    for (const [name, act] of Object.entries(spec.actions ?? {})) {
      const declared = resource.actions?.[name];
      if (!declared || (declared.method ?? 'POST') !== method) continue;
      // Its target is a record's id or the record; an action on the whole list takes none.
      const aims = (target: unknown) => pathOf(declared.path, target) === pathname;
      const row = spec.rows.find((r) => aims(r.id) || aims(r));
      if (row || aims(undefined)) return act(row, body, spec.rows);
    }
    if (method === 'POST' && pathname === resource.create) {
      const row = saved(nextId(spec.rows), (body ?? {}) as Fields);
      spec.rows.push(row);
      return written(row, 'create');
    }
    const one = method === 'GET' && at(resource.one, pathname);
    if (one) return answer(spec.one?.(one) ?? one);
    const updated = method === 'POST' && at(resource.update, pathname);
    if (updated) {
      const row = saved(updated.id, (body ?? {}) as Fields, updated);
      spec.rows.splice(spec.rows.indexOf(updated), 1, row);
      return written(row, 'update');
    }
    const removed = method === 'DELETE' && at(resource.remove, pathname);
    if (removed) {
      spec.rows.splice(spec.rows.indexOf(removed), 1);
      return written(removed, 'remove');
    }
    // A record's route with an id no row has: the API's 404.
    const paths = [resource.one, resource.update, resource.remove].map((path) => path?.(0));
    if (paths.some((path) => path && sameRoute(path, pathname))) return notFound('Not found');
    return undefined;
  };
}

/** The path an action declares for `target`, or undefined if it cannot make one of it. */
function pathOf(path: (target: never) => string, target: unknown): string | undefined {
  try {
    return path(target as never);
  } catch {
    return undefined;
  }
}

/** Whether `pathname` is `path` (filled with 0) with another id in its place. */
const sameRoute = (path: string, pathname: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/0', '/\\d+')}$`).test(
    pathname,
  );

/**
 * A generic stand-in for the API behind the client's fetch, for screens whose test depends on no
 * rule of the API: each resource's records in memory (`InMemory`), answered as the vocabulary
 * speaks (see resourceRoute), signed in as `auth` (an Owner by default; the session check answers
 * it and renderRoutes starts with it). `override` may answer (or stall) any call first, as the
 * hand-written fake's does; `calls` records every request.
 */
export function fakeResources(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- resources of any rows
  resources: InMemory<any>[],
  { auth = fakeAdmin(), override }: { auth?: FakeAuth; override?: Answer } = {},
) {
  const routes = resources.map(resourceRoute);
  const session = sessionOf(auth, defaultGym().name);
  const fake: Answer = (method, path, body) => {
    const [pathname = '', search = ''] = path.split('?');
    if (method === 'GET' && pathname === paths.auth.me) return answer(session);
    for (const route of routes) {
      const reply = route(method, pathname, search, body);
      if (reply) return reply;
    }
    return undefined;
  };
  const stub = stubFetch(override, fake);
  rememberAccount(() => session);
  return stub;
}
