import type { Failed, Page } from '../../types';
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

/**
 * A list route like the API's: the plain form without a query, else `{ data, total }` for
 * `page`, `page_size` and `q` (a case-insensitive substring of any of `searched`).
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
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 5);
  const found = q ? rows.filter((row) => searched(row).some((text) => contains(text, q))) : rows;
  return answer<Page<T>>({
    data: found.slice((page - 1) * size, page * size),
    total: found.length,
  });
}

export const notFound = (message: string): Reply =>
  answer<Failed>({ status: 'failed', message }, 404);
export const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
