import { sql, type SqlBool } from 'kysely';
import type { ShownStatus } from '../schemas/members';

/**
 * A member's status as every screen shows it (docs/product.md §4): the stored status is Active or
 * Inactive (the edit form changes it); an Active member whose expiry is before today shows
 * Expired (SHOWN_STATUSES in schemas/members.ts). The members list, its status filter, the check-in lookup and standing, and the top-bar
 * search all read it from here.
 */
/** The columns of the members row `alias` (e.g. `m`, or `members` when the query names no alias). */
const columns = (alias: string) => ({
  status: sql.ref(`${alias}.status`),
  expiry: sql.ref(`${alias}.expire_date`),
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
export function showsStatus(alias: string, wanted: ShownStatus, today: string) {
  const { status, expiry } = columns(alias);
  if (wanted === 'Inactive') return sql<SqlBool>`${status} = 'Inactive'`;
  const expiryOp = wanted === 'Expired' ? sql`<` : sql`>=`;
  return sql<SqlBool>`(${status} = 'Active' AND ${expiry} ${expiryOp} ${today})`;
}
