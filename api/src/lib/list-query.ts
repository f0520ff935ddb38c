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

/** LIKE's pattern for "contains `term`", its wildcards escaped (with `ESCAPE '\\'`). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match of `term` in `column` (SQLite's LIKE, wildcards escaped). */
export function contains(column: Expression<unknown>, term: string) {
  return sql<SqlBool>`${column} LIKE ${likePattern(term)} ESCAPE '\\'`;
}

/** FTS5's trigram tokenizer can only look up substrings of this many characters or more. */
export const TRIGRAM = 3;

/** One FTS5 string: with the trigram tokenizer it matches exactly where LIKE '%term%' would. */
export const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;
