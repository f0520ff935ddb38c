import { Type, type Static, type TSchema } from 'typebox';
import { sql, type Expression, type SqlBool } from 'kysely';

/** The paged form every list route answers besides its plain one: `?page=&page_size=&q=`. */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ListQueryInput = Static<typeof ListQuery>;

export const pageOf = <T extends TSchema>(row: T) => Type.Object({ data: Type.Array(row), total: Type.Integer() });

export interface PageRequest {
  offset: number;
  limit: number;
  term: string;
}

/** The page asked for, or `undefined` when the client asked for the plain (unpaged) form. */
export function pageRequest({ page, page_size, q }: ListQueryInput, defaultSize = 5): PageRequest | undefined {
  if (page === undefined && page_size === undefined && q === undefined) return undefined;
  const limit = page_size ?? defaultSize;
  return { offset: ((page ?? 1) - 1) * limit, limit, term: (q ?? '').trim() };
}

/** Case-insensitive substring match of `term` in `column` (SQLite's LIKE, wildcards escaped). */
export function contains(column: Expression<unknown>, term: string) {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
}
