import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { notBelowZero } from '../../db/sql-functions';
import { memberSearch, membersNamedFirst, type PageRequest } from '../../lib/list-query';
import {
  byColumn,
  byName,
  notIndexed,
  orderTerms,
  type Sort,
  type SortColumns,
} from '../../lib/list-sort';
import type { ExpiredMember, ExpiredSort } from '../../schemas';

/** `?sort=` keys as SQL, each written as its index is (migrations 006 and 015). */
const SORTS: SortColumns<ExpiredSort> = {
  name: byName('m.name'),
  expire_date: byColumn('m.expire_date'),
};
import { today as todayOf } from '../../domain/dates';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';

/**
 * Members whose expiry is before today, most recently expired first. A page reads its ids off the
 * `members_expire_date` index and its total from `expiry_counts` (kept by triggers); a name search
 * counts only the trigram index's matches. Each page covers the branches of its `scope`
 * (docs/product/branches.md §26).
 */
export function expiredList(db: Db) {
  const order = (sort: Sort<ExpiredSort> | undefined) =>
    orderTerms(db, SORTS, sort ?? { key: 'expire_date', desc: true }, sql.ref('m.id'));

  const rows = (sort?: Sort<ExpiredSort>) =>
    db
      .selectFrom('members as m')
      .innerJoin('plans as p', 'p.id', 'm.plan_id')
      .select(['m.id', 'm.name', 'm.plan_id', 'p.name as plan_type', 'm.phone', 'm.expire_date'])
      .select('m.home_branch_id')
      .select(notBelowZero(db, sql<number>`m.total_fee - m.paid_amount`).as('due_amount'))
      .orderBy(order(sort));

  async function search(
    term: string,
    today: string,
    scope: BranchScope,
    { offset, limit, sort }: PageRequest<ExpiredSort>,
  ) {
    const members = memberSearch(db, term);
    const from = members.indexed ? membersNamedFirst(db, term) : sql`members m`;
    const where = sql<SqlBool>`m.expire_date < ${today} AND ${members.holds('m')}
      AND ${inBranches('m.home_branch_id', scope)}`;
    const {
      rows: [row],
    } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${from} WHERE ${where}`.execute(db);
    const ids = sql`SELECT m.id FROM ${from} WHERE ${where} ORDER BY ${order(sort)} LIMIT ${limit} OFFSET ${offset}`;
    return {
      data: await rows(sort)
        .where(sql<SqlBool>`m.id IN (${ids})`)
        .execute(),
      total: row?.n ?? 0,
    };
  }

  return {
    async page(
      request: PageRequest<ExpiredSort>,
      scope: BranchScope = EVERY_BRANCH,
    ): Promise<{ data: ExpiredMember[]; total: number }> {
      const { offset, limit, term, sort } = request;
      const today = todayOf();
      if (term) return search(term, today, scope, request);
      // Most members who ever left are expired: by name, walking the name index finds a page sooner.
      const expiry =
        sort?.key === 'name' ? notIndexed(db, 'm.expire_date') : sql.ref('m.expire_date');
      const ids = sql`SELECT m.id FROM members m WHERE ${expiry} < ${today} AND ${inBranches('m.home_branch_id', scope)}
        ORDER BY ${order(sort)} LIMIT ${limit} OFFSET ${offset}`;
      // expiry_counts holds a row per day since the gym opened: every member (member_counts, a
      // row per plan, status and branch) less those expiring today or later, the few days ahead.
      const {
        rows: [row],
      } = await sql<{ n: number }>`SELECT
          (SELECT coalesce(sum(n), 0) FROM member_counts WHERE ${inBranches('branch_id', scope)})
          - (SELECT coalesce(sum(n), 0) FROM expiry_counts
              WHERE expire_date >= ${today} AND ${inBranches('branch_id', scope)}) AS n`.execute(
        db,
      );
      return {
        data: await rows(sort)
          .where(sql<SqlBool>`m.id IN (${ids})`)
          .execute(),
        total: Number(row?.n ?? 0),
      };
    },
  };
}
