import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { forDialect } from './dialect';

/**
 * Small SQL functions the two databases spell differently, each with both spellings side by side.
 */

/** `value`, or 0 when it is below (SQLite's two-argument max; PostgreSQL's greatest). */
export const notBelowZero = <DB>(db: Kysely<DB>, value: Expression<unknown>) =>
  forDialect(db, {
    sqlite: sql<number>`max(${value}, 0)`,
    postgres: sql<number>`greatest(${value}, 0)`,
  });

/** Whole days from `from` to `to`, two YYYY-MM-DD dates (negative when `to` is earlier). */
export const daysFromTo = <DB>(
  db: Kysely<DB>,
  from: Expression<unknown>,
  to: Expression<unknown>,
) =>
  forDialect(db, {
    sqlite: sql<number>`CAST(julianday(${to}) - julianday(${from}) AS INTEGER)`,
    postgres: sql<number>`(CAST(${to} AS date) - CAST(${from} AS date))`,
  });

/**
 * `column` equals `value` whatever their case, as the unique `lower(…)` index compares usernames
 * (written as the index is, so the index answers it). Usernames are ASCII, which `lower()` folds
 * alike in both databases; plan and role names, in any script, compare by their keys instead
 * (domain/name-key.ts).
 */
export const sameIgnoringCase = (column: string, value: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;
