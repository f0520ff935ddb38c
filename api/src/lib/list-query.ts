import { Type, type Static, type TSchema } from 'typebox';
import { sql, type Expression, type SqlBool } from 'kysely';
import { Line, WholeNumber } from '../schemas/common';

/** The paged form every list route answers besides its plain one: `?page=&page_size=&q=`. */
export const ListQuery = Type.Object({
  page: Type.Optional(WholeNumber({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(WholeNumber({ minimum: 1, maximum: 100 })),
  q: Type.Optional(Line({ maxLength: 100 })),
});
/** Every list screen starts with 5 rows a page (docs/product.md §9). */
export const DEFAULT_PAGE_SIZE = 5;

export type ListQueryInput = Static<typeof ListQuery>;

export const pageOf = <T extends TSchema>(row: T) => Type.Object({ data: Type.Array(row), total: Type.Integer() });

export interface PageRequest {
  offset: number;
  limit: number;
  term: string;
}

/** The page asked for, or `undefined` when the client asked for the plain (unpaged) form. */
export function pageRequest({ page, page_size, q }: ListQueryInput, defaultSize = DEFAULT_PAGE_SIZE): PageRequest | undefined {
  if (page === undefined && page_size === undefined && q === undefined) return undefined;
  const limit = page_size ?? defaultSize;
  return { offset: ((page ?? 1) - 1) * limit, limit, term: (q ?? '').trim() };
}

/** Case-insensitive substring match of `term` in `column` (SQLite's LIKE, wildcards escaped). */
export function contains(column: Expression<unknown>, term: string) {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
}
