export type Id = string | number;

/** How one resource of the API is reached and read; everything else in the kit derives from it. */
export interface ResourceConfig<Row, One = Row> {
  /** The list route. With `?page=&page_size=&q=` it answers `{ data, total }`. */
  list: string;
  /** The rows inside the list route's plain (unpaged) answer, e.g. `(body) => body.plans`. */
  plain: (body: unknown) => unknown;
  /** One wire row as the screens use it (numbers and nulls made dependable). */
  row: (raw: Record<string, unknown>) => Row;
  rowId: (row: Row) => number;
  /** GET one record for its edit or profile screen (also that record's cache key). */
  one?: (id: Id) => string;
  readOne?: (body: unknown) => One | undefined;
  create?: string;
  /** Where an update is POSTed. */
  update?: (id: Id) => string;
  remove?: (id: Id) => string;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  q: string;
}

export interface Resource<Row, One = Row> extends ResourceConfig<Row, One> {
  /** The cache key (and URL) of one page of the list. */
  pageKey: (query: ListQuery) => string;
  /** Every cached read of the list, paged or plain: what a write makes stale. */
  isListKey: (key: unknown) => boolean;
  /** Rows from any answer of the list route, paged or plain. */
  rows: (body: unknown) => Row[];
}

/** Declares a resource once: its routes and how its rows read (react-admin's data provider idea). */
export function defineResource<Row, One = Row>(config: ResourceConfig<Row, One>): Resource<Row, One> {
  const { list, plain, row } = config;
  return {
    ...config,
    pageKey: ({ page, pageSize, q }) => {
      const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
      if (q.trim()) params.set('q', q.trim());
      return `${list}?${params}`;
    },
    isListKey: (key) => typeof key === 'string' && (key === list || key.startsWith(`${list}?`)),
    rows: (body) => {
      if (body === undefined || body === null) return [];
      const paged = (body as { data?: unknown; total?: unknown } | undefined)?.total !== undefined;
      const found = paged ? (body as { data: unknown }).data : plain(body);
      return Array.isArray(found) ? (found as Record<string, unknown>[]).map(row) : [];
    },
  };
}
