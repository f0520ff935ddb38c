import { sql, type Kysely, type RawBuilder } from 'kysely';
import { forDialect } from '../db/dialect';

/** A list's order as `?sort=` asks for it (docs/product/calls-and-messages.md §9): a sortable key, descending with `-`. */
export interface Sort<K extends string = string> {
  key: K;
  desc: boolean;
}

/** The order `?sort=` names, or undefined for the list's own order. */
export function sortOf<K extends string>(value: string | undefined): Sort<K> | undefined {
  if (!value) return undefined;
  return value.startsWith('-')
    ? { key: value.slice(1) as K, desc: true }
    : { key: value as K, desc: false };
}

/** How one key sorts: its expression, written as its index is, and whether it may be null. */
export interface SortColumn {
  expression: RawBuilder<unknown>;
  nullable?: boolean;
}

export type SortColumns<K extends string> = Record<K, SortColumn>;

/**
 * The ORDER BY terms of `sort`: the key's expression, then `id` in the same direction, so that
 * equal values keep one order from page to page and an index on (expression, id) serves both
 * directions. Null is the smallest value on both databases: SQLite's rule, which PostgreSQL is
 * told (its indexes on nullable sort columns are NULLS FIRST to match, migration 015).
 */
export function orderTerms<DB, K extends string>(
  db: Kysely<DB>,
  columns: SortColumns<K>,
  { key, desc }: Sort<K>,
  id: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const { expression, nullable } = columns[key];
  const direction = desc ? sql`DESC` : sql`ASC`;
  const nulls =
    nullable && forDialect(db, { sqlite: false, postgres: true })
      ? sql.raw(desc ? ' NULLS LAST' : ' NULLS FIRST')
      : sql``;
  return sql`${expression} ${direction}${nulls}, ${id} ${direction}`;
}

/**
 * `column` in a filter that SQLite must not answer from its own index when a page is read in a
 * sort's order: its planner (without statistics) prefers a filter's index and sorts every match,
 * where walking the sort's index finds a page after a few rows. PostgreSQL weighs both itself.
 */
export const notIndexed = <DB>(db: Kysely<DB>, column: string) =>
  forDialect(db, { sqlite: sql`+${sql.ref(column)}`, postgres: sql.ref(column) });

/** Case-insensitive order on a name: `lower(…)`, as the name indexes of migration 015 hold it. */
export const byName = (column: string): SortColumn => ({
  expression: sql`lower(${sql.ref(column)})`,
});

/** A column as it is. */
export const byColumn = (column: string, nullable = false): SortColumn => ({
  expression: sql.ref(column),
  nullable,
});
