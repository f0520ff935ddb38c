import type { Failed, Page } from '../../core/types';
import type { Reply } from './fetch-stub';

const contains = (text: string | number | null, q: string) =>
  String(text ?? '')
    .toLowerCase()
    .includes(q);

/**
 * An answer of the fake, typed by what the API answers on that route (`answer<PlanSaved>(…)`), so
 * that a reply drifting from the wire contract fails the typecheck.
 */
export const answer = <T>(body: T, status = 200): Reply => ({ status, body });

type Sortable = string | number | null;
const compare = (a: Sortable, b: Sortable) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/**
 * `rows` in the order of `?sort=` as the API gives it (docs/product/calls-and-messages.md §9): the row's field of
 * that key (names without regard to case, null first), ties by id, both ways alike; unchanged
 * without one. Invoices carry no id: their number stands for it.
 */
export function sortedBy<T>(rows: T[], query: URLSearchParams): T[] {
  const sort = query.get('sort');
  if (!sort) return rows;
  const key = sort.replace(/^-/, '');
  const sign = sort.startsWith('-') ? -1 : 1;
  const field = (row: T, name: string) => {
    const value = (row as Record<string, Sortable>)[name] ?? null;
    return typeof value === 'string' ? value.toLowerCase() : value;
  };
  const id = (row: T) => field(row, 'id') ?? field(row, 'invoice_number');
  return [...rows].sort(
    (a, b) => sign * (compare(field(a, key), field(b, key)) || compare(id(a), id(b))),
  );
}

/**
 * A list route like the API's: the plain form without a query, else `{ data, total }` for
 * `page`, `page_size`, `q` (a case-insensitive substring of any of `searched`) and `sort`.
 */
export function listReply<T>(
  rows: T[],
  search: string,
  plain: (rows: T[]) => Reply,
  searched: (row: T) => (string | number | null)[],
): Reply {
  const query = new URLSearchParams(search);
  if (![...query.keys()].length) return plain(rows);
  const q = (query.get('q') ?? '').trim().toLowerCase();
  const matches = q ? rows.filter((row) => searched(row).some((text) => contains(text, q))) : rows;
  return pageReply(sortedBy(matches, query), query);
}

/** The page `?page=&page_size=` asks for (1 and 5 by default) of rows already in order. */
export function pageReply<T>(rows: T[], query: URLSearchParams): Reply {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 5);
  return answer<Page<T>>({ data: rows.slice((page - 1) * size, page * size), total: rows.length });
}

/** The API's refusal: `{ status: 'failed', message }` with its HTTP status. */
export const refused = (status: number, message: string): Reply =>
  answer<Failed>({ status: 'failed', message }, status);
export const notFound = (message: string): Reply => refused(404, message);
export const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
