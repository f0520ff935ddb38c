import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { forDialect } from '../db/dialect';
import type { ListQuery } from '../schemas/common';
import { phoneSearched } from '../schemas/input-rules';
import { sortOf, type Sort } from './list-sort';

/** Every list screen starts with 5 rows a page (docs/product/calls-and-messages.md §9). */
export const DEFAULT_PAGE_SIZE = 5;

export interface PageRequest<K extends string = string> {
  offset: number;
  limit: number;
  term: string;
  /** The order `?sort=` asks for; undefined for the list's own. */
  sort?: Sort<K>;
}

/** The page asked for, or `undefined` when the client asked for the plain (unpaged) form. */
export function pageRequest<K extends string = string>(
  { page, page_size, q, sort }: ListQuery & { sort?: string },
  defaultSize = DEFAULT_PAGE_SIZE,
): PageRequest<K> | undefined {
  if (page === undefined && page_size === undefined && q === undefined && sort === undefined)
    return undefined;
  const limit = page_size ?? defaultSize;
  return {
    offset: ((page ?? 1) - 1) * limit,
    limit,
    term: (q ?? '').trim(),
    sort: sortOf<K>(sort),
  };
}

/** LIKE's pattern for "contains `term`", its wildcards escaped (with `ESCAPE '\\'`). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive substring match of `term` in `column`, wildcards escaped: SQLite's LIKE ignores
 * ASCII case already; PostgreSQL's LIKE does not, its ILIKE does (and on the "C" collation the
 * columns use, ILIKE folds ASCII letters only, as SQLite does). A pg_trgm index serves ILIKE.
 */
export function contains<DB>(db: Kysely<DB>, column: Expression<unknown>, term: string) {
  const pattern = likePattern(term);
  return forDialect(db, {
    sqlite: sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`,
    postgres: sql<SqlBool>`${column} ILIKE ${pattern} ESCAPE '\\'`,
  });
}

/** Trigram indexes (SQLite's FTS5 trigram tokenizer, PostgreSQL's pg_trgm) can only look up substrings of this many characters or more. */
export const TRIGRAM = 3;

/** Whether `term` is long enough for the trigram indexes. */
export const trigramSized = (term: string) => [...term].length >= TRIGRAM;

/** One FTS5 string: with the trigram tokenizer it matches exactly where LIKE '%term%' would. */
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * What each trigram index covers: on SQLite an FTS5 table over the columns (its rowid is the
 * row's id), on PostgreSQL pg_trgm GIN indexes on the columns themselves (migrations 003, 008, 010).
 */
const TRIGRAM_INDEXES = {
  memberNames: { fts: 'members_search', table: 'members', columns: ['name'] },
  memberPhones: { fts: 'members_phone_search', table: 'members', columns: ['phone'] },
  invoices: {
    fts: 'invoices_search',
    table: 'invoices',
    columns: ['invoice_number', 'member_name'],
  },
} as const;

/**
 * `SELECT id …` of the rows whose indexed columns hold `term` (of TRIGRAM characters or more),
 * read from the trigram index alone: the one place where FTS5's MATCH and PostgreSQL's ILIKE
 * stand for each other. A caller may add `ORDER BY id` and a LIMIT.
 */
export function trigramIds<DB>(
  db: Kysely<DB>,
  index: keyof typeof TRIGRAM_INDEXES,
  term: string,
): RawBuilder<{ id: number }> {
  const { fts, table, columns } = TRIGRAM_INDEXES[index];
  return forDialect(db, {
    sqlite: () =>
      sql<{
        id: number;
      }>`SELECT rowid AS id FROM ${sql.table(fts)} WHERE ${sql.table(fts)} MATCH ${ftsPhrase(term)}`,
    postgres: () => {
      const matches = columns.map((column) => contains(db, sql.ref(column), term));
      return sql<{
        id: number;
      }>`SELECT id FROM ${sql.table(table)} WHERE ${sql.join(matches, sql` OR `)}`;
    },
  })();
}

/**
 * A search of members (docs/product/settings-and-search.md §18): `term` in their names, and for a
 * term typed as a phone, whole or in part ("98220 11223", "+91 98220-11223", "11223"), the number
 * it reads as (`phoneSearched`, the one phone rule) in their phones, which are stored so.
 * `indexed`: the trigram indexes can look both up; then `ids()` is `SELECT id …` of the matches off
 * the indexes alone (a caller may add `ORDER BY id` and a LIMIT). `holds(alias)` is the same match
 * as a condition on a row of members, without the indexes.
 */
export function memberSearch<DB>(db: Kysely<DB>, term: string) {
  const phone = phoneSearched(term);
  const column = (alias: string | undefined, name: string) =>
    sql.ref(alias ? `${alias}.${name}` : name);
  return {
    indexed: trigramSized(term) && (phone === null || trigramSized(phone)),
    ids: (): RawBuilder<{ id: number }> =>
      phone === null
        ? trigramIds(db, 'memberNames', term)
        : sql<{
            id: number;
          }>`${trigramIds(db, 'memberNames', term)} UNION ${trigramIds(db, 'memberPhones', phone)}`,
    holds: (alias?: string): RawBuilder<SqlBool> =>
      phone === null
        ? contains(db, column(alias, 'name'), term)
        : sql<SqlBool>`(${contains(db, column(alias, 'name'), term)} OR ${contains(db, column(alias, 'phone'), phone)})`,
  };
}

/**
 * The page (`offset`, `limit`) of `ids` (a `SELECT id …`, such as `memberSearch(…).ids()`) newest
 * first, as what `IN (…)` takes, and how many they are. PostgreSQL reads the matches once for
 * both, the count riding along with the page (a trigram lookup of a name thousands of members
 * share costs a millisecond or two each time it runs); SQLite's FTS5 finds a page newest first
 * without gathering every match, so it counts them apart and the page stays a subquery.
 */
export async function newestMatches<DB>(
  db: Kysely<DB>,
  ids: RawBuilder<{ id: number }>,
  offset: number,
  limit: number,
): Promise<{ page: RawBuilder<unknown>; total: number }> {
  const count = async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (${ids}) hits`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  return forDialect(db, {
    sqlite: async () => ({
      total: await count(),
      page: sql`${ids} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
    }),
    postgres: async () => {
      const { rows } = await sql<{ id: number; n: number }>`SELECT id, count(*) OVER () AS n
        FROM (${ids}) hits ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
      return {
        // A page past the end has no row to carry the count.
        total: rows[0] ? Number(rows[0].n) : offset > 0 ? await count() : 0,
        page: rows.length ? sql.join(rows.map((row) => sql.lit(row.id))) : sql`NULL`,
      };
    },
  })();
}

/**
 * A FROM clause: `members m` that `memberSearch` finds (an indexed search), the trigram indexes'
 * few matches read first. SQLite's planner keeps a CROSS JOIN's order as written; PostgreSQL's
 * takes no such hint (and no ON after CROSS JOIN) and orders a join by its statistics.
 */
export const membersNamedFirst = <DB>(db: Kysely<DB>, term: string) => {
  const ids = memberSearch(db, term).ids();
  return forDialect(db, {
    sqlite: sql`(${ids}) hits CROSS JOIN members m ON m.id = hits.id`,
    postgres: sql`(${ids}) hits JOIN members m ON m.id = hits.id`,
  });
};
