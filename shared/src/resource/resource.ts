import type { Permission } from '../types';

export type Id = string | number;

/** The permission each write needs; the screens leave out the buttons and links to writes the role may not do. */
export interface ResourcePermissions {
  create?: Permission;
  update?: Permission;
  remove?: Permission;
}

/**
 * How one resource of the API is reached and read; everything else in the kit derives from it.
 * Every route has one answer shape, typed by the wire contract (`@spotter/api/contract`): the
 * readers pick the rows or the record out of it, they do not parse or guess.
 */
export interface ResourceConfig<Row, One = Row, Plain = unknown, OneReply = unknown> {
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
> extends ResourceConfig<Row, One, Plain, OneReply> {
  /** The cache key (and URL) of one page of the list: it answers `Page<Row>` (`{ data, total }`). */
  pageKey: (query: ListQuery) => string;
  /** Every cached read of the list, paged or plain: what a write makes stale. */
  isListKey: (key: unknown) => boolean;
}

/** Declares a resource once: its routes and where its rows are (react-admin's data provider idea). */
export function defineResource<Row, One = Row, Plain = unknown, OneReply = unknown>(
  config: ResourceConfig<Row, One, Plain, OneReply>,
): Resource<Row, One, Plain, OneReply> {
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
