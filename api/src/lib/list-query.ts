import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListQuery } from '../schemas/common';

/** Every list screen starts with 5 rows a page (docs/product.md §9). */
export const DEFAULT_PAGE_SIZE = 5;

export interface PageRequest {
  offset: number;
  limit: number;
  term: string;
}

/** The page asked for, or `undefined` when the client asked for the plain (unpaged) form. */
export function pageRequest({ page, page_size, q }: ListQuery, defaultSize = DEFAULT_PAGE_SIZE): PageRequest | undefined {
  if (page === undefined && page_size === undefined && q === undefined) return undefined;
  const limit = page_size ?? defaultSize;
  return { offset: ((page ?? 1) - 1) * limit, limit, term: (q ?? '').trim() };
}

/** Case-insensitive substring match of `term` in `column` (SQLite's LIKE, wildcards escaped). */
export function contains(column: Expression<unknown>, term: string) {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
}
