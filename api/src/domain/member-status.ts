import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { forDialect } from '../db/dialect';
import type { ShownStatus } from '../schemas/members';

/**
 * A member's status as every screen shows it (docs/product/screens.md §4): the stored status is Active or
 * Inactive (the edit form changes it); an Active member whose expiry is before today shows
 * Expired (SHOWN_STATUSES in schemas/members.ts). The members list, its status filter, the check-in lookup and standing, and the top-bar
 * search all read it from here.
 */
/** The columns of the members row `alias` (e.g. `m`, or `members` when the query names no alias). */
const columns = (alias: string, expiry: RawBuilder<unknown> = sql.ref(`${alias}.expire_date`)) => ({
  status: sql.ref(`${alias}.status`),
  expiry,
});

/** The shown status of the members row `alias` on the gym's day `today`, as an SQL expression. */
export function shownStatus(alias: string, today: string) {
  const { status, expiry } = columns(alias);
  return sql<ShownStatus>`CASE WHEN ${status} = 'Active' AND ${expiry} < ${today} THEN 'Expired' ELSE ${status} END`;
}

/**
 * The members row `alias` shows `wanted` on `today`: written on the stored columns (not on the
 * CASE) so that an index on status, or on (status, expire_date), can answer it.
 */
export function showsStatus(
  alias: string,
  wanted: ShownStatus,
  today: string,
  expiryColumn?: RawBuilder<unknown>,
) {
  const { status, expiry } = columns(alias, expiryColumn);
  if (wanted === 'Inactive') return sql<SqlBool>`${status} = 'Inactive'`;
  const expiryOp = wanted === 'Expired' ? sql`<` : sql`>=`;
  return sql<SqlBool>`(${status} = 'Active' AND ${expiry} ${expiryOp} ${today})`;
}

/**
 * showsStatus for a walk of members newest first that stops at a page's end: SQLite would
 * otherwise range over members_status_expire_date and sort every match by id; `+expire_date`
 * keeps the expiry off that index, so members_status (status, then rowid) is read in id order and
 * each row's expiry checked. PostgreSQL's planner chooses by its statistics (and `+` on text is no
 * operator there).
 */
export function showsStatusNewestFirst<DB>(
  db: Kysely<DB>,
  alias: string,
  wanted: ShownStatus,
  today: string,
) {
  const ref = sql.ref(`${alias}.expire_date`);
  return showsStatus(
    alias,
    wanted,
    today,
    forDialect(db, { sqlite: sql`+${ref}`, postgres: sql`${ref}` }),
  );
}
