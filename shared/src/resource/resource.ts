import { isReadOf, type Permission } from '@spotter/shared/core';
import type { StatusReply } from './expect-success';

export type Id = string | number;

/** The permission each write needs; the screens leave out the buttons and links to writes the role may not do. */
export interface ResourcePermissions {
  create?: Permission;
  update?: Permission;
  remove?: Permission;
}

/**
 * A cached read a write can make stale: an API path (a template from `paths`, or filled), meaning
 * every read of it with any query; another resource, meaning every read of its list; or a test of
 * a cache key of its own.
 */
export type StaleRead =
  string | { isListKey: (key: unknown) => boolean } | ((key: unknown) => boolean);

/** The one test of every key in `reads`: what the kit hands SWR's `mutate` after a write. */
export function staleTest(reads: readonly StaleRead[]): (key: unknown) => boolean {
  const apiPaths = reads.filter((read): read is string => typeof read === 'string');
  const tests = reads.flatMap((read) =>
    typeof read === 'function' ? [read] : typeof read === 'object' ? [read.isListKey] : [],
  );
  return (key) => isReadOf(key, apiPaths) || tests.some((test) => test(key));
}

/** What every write answers: `status: 'success'` when done (its message may be null). */
type Answered = Pick<StatusReply, 'status'>;

/** A cached read changed in place with a write's answer, rather than read again. */
export interface CachePatch {
  key: string;
  change: (current: never) => unknown;
}

/** `key`'s cached value, changed by `change` once the write succeeded (a record's new branch). */
export const patch = <T>(key: string, change: (current: T | undefined) => T | undefined) =>
  ({ key, change }) as CachePatch;

/**
 * A named call besides create, update and remove (pay, void, move, check out; an import's upload
 * and review): where it is sent for what it acts on (`Target`, a record's id or the record), and
 * what else it makes stale. A `GET` is a read asked for at a moment of the screen's choosing (where
 * an import stands, on resuming it): it makes nothing stale.
 */
export interface ActionConfig<Target, Body, Reply extends Answered> {
  path: (target: Target) => string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The query string it is sent with. */
  query?: (target: Target) => Record<string, string | number | undefined>;
  /** Longer than a usual call's wait: a call that sends much (a 10 MB sheet from a slow line). */
  timeoutMs?: number;
  /** Sent with an Idempotency-Key: a write that takes or gives back money. */
  idempotent?: boolean;
  /** The failure's words when the answer is not a success. */
  failure?: string;
  /** What it makes stale besides its resource's list (and what the resource's `stale` names). */
  stale?: (target: Target, reply: Reply) => readonly StaleRead[];
  /** Cached reads changed in place with the answer. */
  patches?: (target: Target, reply: Reply) => readonly CachePatch[];
  /** Never sent: carries the body's type to the kit's typed call. */
  body?: Body;
}

/** Declares a named action, its target, body and answer typed: `action<number, PayBody, Paid>({…})`. */
export const action = <Target, Body = undefined, Reply extends Answered = StatusReply>(
  config: Omit<ActionConfig<Target, Body, Reply>, 'body'>,
) => config as ActionConfig<Target, Body, Reply>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any action, whatever it acts on
export type Actions = Record<string, ActionConfig<any, any, any>>;

/**
 * How one resource of the API is reached and read; everything else in the kit derives from it.
 * Every route has one answer shape, typed by the wire contract (`@spotter/api/contract`): the
 * readers pick the rows or the record out of it, they do not parse or guess.
 */
export interface ResourceConfig<
  Row,
  One = Row,
  Plain = unknown,
  OneReply = unknown,
  Named extends Actions = Actions,
> {
  /** The list route. With `?page=&page_size=&q=` it answers `{ data, total }` (`Page<Row>`). */
  list: string;
  // `plain` and `readOne` are methods so that a resource with typed answers still passes where the
  // kit asks only for its rows (`Resource<Row, One>`): method parameters are compared both ways.
  /** The rows in the list route's plain (unpaged) answer, e.g. `(reply: PlansReply) => reply.plans`. */
  plain(reply: Plain): Row[];
  rowId: (row: Row) => number;
  /** GET one record for its edit or profile screen (also that record's cache key). */
  one?: (id: Id) => string;
  /** The record in that answer, e.g. `(reply: StaffReply) => reply.data`. */
  readOne?(reply: OneReply): One;
  create?: string;
  /** Where an update is POSTed. */
  update?: (id: Id) => string;
  remove?: (id: Id) => string;
  permissions?: ResourcePermissions;
  /** One page's URL, for a route whose query is read in its own order (the kit's otherwise). */
  pageKey?: (query: ListQuery) => string;
  /**
   * What every write of it (create, update, remove and each action) makes stale besides its own
   * list and the record it touched: other sections' lists and figures, from `shared/src/resources/stale.ts`.
   */
  stale?: (id: Id | undefined) => readonly StaleRead[];
  /** Its named writes (`{ pay: action<…>({…}) }`), each with what else it makes stale. */
  actions?: Named;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  q: string;
  /** `?sort=`: a sortable key, after `-` when descending; '' for the list's own order. */
  sort?: string;
  /** More of the list route's query parameters (a status, a date range); empty ones are left out. */
  filters?: Record<string, string | undefined>;
}

export interface Resource<
  Row,
  One = Row,
  Plain = unknown,
  OneReply = unknown,
  Named extends Actions = Actions,
> extends ResourceConfig<Row, One, Plain, OneReply, Named> {
  /** The cache key (and URL) of one page of the list: it answers `Page<Row>` (`{ data, total }`). */
  pageKey: (query: ListQuery) => string;
  /** Every cached read of the list, paged or plain: what a write makes stale. */
  isListKey: (key: unknown) => boolean;
}

/** Declares a resource once: its routes and where its rows are (react-admin's data provider idea). */
export function defineResource<
  Row,
  One = Row,
  Plain = unknown,
  OneReply = unknown,
  Named extends Actions = Actions,
>(
  config: ResourceConfig<Row, One, Plain, OneReply, Named>,
): Resource<Row, One, Plain, OneReply, Named> {
  const { list } = config;
  const pageKey = ({ page, pageSize, q, sort, filters = {} }: ListQuery) => {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    if (q.trim()) params.set('q', q.trim());
    if (sort) params.set('sort', sort);
    for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
    return `${list}?${params}`;
  };
  return {
    ...config,
    pageKey: config.pageKey ?? pageKey,
    isListKey: (key) => typeof key === 'string' && (key === list || key.startsWith(`${list}?`)),
  };
}
