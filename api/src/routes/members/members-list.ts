import type { Readable } from 'node:stream';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { inBatches, jsonArray } from '../../lib/batches';
import { leaveOut } from '../../lib/leave-out';
import { MONEY_FIELDS } from '../../schemas/permissions';
import { notBelowZero } from '../../db/sql-functions';
import { contains, memberSearch, newestMatches } from '../../lib/list-query';
import { today } from '../../domain/dates';
import { shownStatus, showsStatus, showsStatusNewestFirst } from '../../domain/member-status';
import { SHOWN_STATUSES, type ShownStatus } from '../../schemas/members';
import { byColumn, byName, orderTerms, type Sort, type SortColumns } from '../../lib/list-sort';
import type { MemberSort } from '../../schemas';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';

export interface PageRequest {
  page: number;
  pageSize: number;
  q: string;
  /** Only the members showing this status (docs/product/screens.md §4). */
  status?: ShownStatus;
  sort?: Sort<MemberSort>;
  /** The branches listed (docs/product/branches.md §26); every branch when left out. */
  scope?: BranchScope;
}

/** `?sort=` keys as SQL, each written as its index is (migrations 006 and 015). */
const SORTS: SortColumns<MemberSort> = {
  name: byName('m.name'),
  due_amount: { expression: sql`m.total_fee - m.paid_amount` },
  leave_date: byColumn('m.leave_date', true),
  rejoin_date: byColumn('m.rejoin_date', true),
  expire_date: byColumn('m.expire_date'),
};

/** Members read per query by the unpaged list: about 200 KB of JSON, a few ms of SQLite. */
export const UNPAGED_BATCH = 1000;

/** Lower case of ASCII letters only, as SQLite's LIKE and PostgreSQL's ILIKE on "C" fold them. */
const folded = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The shown statuses (docs/product/screens.md §4) that hold `term`, case-insensitively. */
const statusesHolding = (term: string) =>
  SHOWN_STATUSES.filter((status) => folded(status).includes(folded(term)));

/**
 * The members list and its search (name, plan name, status; case-insensitive), shaped so that a
 * page costs about the same at 100 members as at 100,000: totals come from member_counts and the
 * trigram index, and a page reads only the rows it shows wherever the matches allow it.
 */
export function membersList(db: Db) {
  /** The members whose name, or phone for a term typed as one, holds `term`, off the trigram indexes. */
  const nameIds = (term: string) => memberSearch(db, term).ids();
  const ordered = (sort: Sort<MemberSort>) => orderTerms(db, SORTS, sort, sql.ref('m.id'));
  /**
   * The rows of the members in `scope` with their status as shown on `day`, newest first or in
   * `sort`'s order.
   */
  const listed = (scope: BranchScope, sort?: Sort<MemberSort>, day = today()) => {
    const rows = db
      .selectFrom('members as m')
      .innerJoin('plans as p', 'p.id', 'm.plan_id')
      .select(['m.id', 'm.name', 'm.phone', 'p.name as plan_type', 'm.plan_id'])
      .select(notBelowZero(db, sql<number>`m.total_fee - m.paid_amount`).as('due_amount'))
      .select(['m.leave_date', 'm.rejoin_date', 'm.expire_date', 'm.home_branch_id'])
      .select(shownStatus('m', day).as('status'))
      .where(inBranches('m.home_branch_id', scope));
    return sort ? rows.orderBy(ordered(sort)) : rows.orderBy('m.id', 'desc');
  };

  /**
   * How many members show `status`: a sum over member_counts (Inactive) or over a range of days of
   * active_expiry_counts (Active: expiring today or later; Expired: before), never a count of members.
   */
  async function statusTotal(status: ShownStatus, day: string, scope: BranchScope) {
    const row =
      status === 'Inactive'
        ? await db
            .selectFrom('member_counts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
            .where('status', '=', 'Inactive')
            .where(inBranches('branch_id', scope))
            .executeTakeFirstOrThrow()
        : await db
            .selectFrom('active_expiry_counts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
            .where('expire_date', status === 'Expired' ? '<' : '>=', day)
            .where(inBranches('branch_id', scope))
            .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * A page of the members showing `status`. Without a search, the ids are read newest first from
   * members_status (status, then id) for each status, each Active row's expiry checked, stopping at
   * the page's end (showsStatusNewestFirst).
   * With a search (name, plan, or the shown status), the matches are walked and counted.
   */
  async function withStatus(
    status: ShownStatus | undefined,
    term: string,
    offset: number,
    limit: number,
    scope: BranchScope,
    sort?: Sort<MemberSort>,
  ) {
    const day = today();
    const shows = status ? showsStatus('m', status, day) : sql<SqlBool>`1 = 1`;
    if (status && !term && sort) {
      // Another order: the planner weighs walking that order's index against sorting the matches.
      const data = await listed(scope, sort, day)
        .where(shows)
        .limit(limit)
        .offset(offset)
        .execute();
      return { data, total: await statusTotal(status, day, scope) };
    }
    if (status && !term) {
      const newestFirst = showsStatusNewestFirst(db, 'm', status, day);
      const ids = sql`SELECT m.id FROM members m WHERE ${newestFirst} AND ${inBranches('m.home_branch_id', scope)}
        ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
      const data = await listed(scope, undefined, day)
        .where(sql<SqlBool>`m.id IN (${ids})`)
        .execute();
      return { data, total: await statusTotal(status, day, scope) };
    }
    const statuses = statusesHolding(term).map((held) => showsStatus('m', held, day));
    const matching = sql<SqlBool>`(${sql.join(
      [
        contains(db, sql.ref('p.name'), term),
        ...statuses,
        memberSearch(db, term).indexed
          ? sql`m.id IN (${nameIds(term)})`
          : memberSearch(db, term).holds('m'),
      ],
      sql` OR `,
    )})`;
    const [data, { n }] = await Promise.all([
      listed(scope, sort, day).where(shows).where(matching).limit(limit).offset(offset).execute(),
      db
        .selectFrom('members as m')
        .innerJoin('plans as p', 'p.id', 'm.plan_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(shows)
        .where(matching)
        .where(inBranches('m.home_branch_id', scope))
        .executeTakeFirstOrThrow(),
    ]);
    return { data, total: Number(n) };
  }

  async function counts(term: string, scope: BranchScope) {
    const { rows } = await sql<{ everyone: number; in_groups: number }>`
      SELECT coalesce(sum(mc.n), 0) AS everyone,
        coalesce(sum(CASE WHEN ${contains(db, sql.ref('p.name'), term)} OR ${contains(db, sql.ref('mc.status'), term)} THEN mc.n END), 0) AS in_groups
      FROM member_counts mc JOIN plans p ON p.id = mc.plan_id
      WHERE ${inBranches('mc.branch_id', scope)}`.execute(db);
    return rows[0] ?? { everyone: 0, in_groups: 0 };
  }

  async function search(
    term: string,
    offset: number,
    limit: number,
    scope: BranchScope,
    sort?: Sort<MemberSort>,
  ) {
    // The trigram index's matches alone are the whole gym's: one branch's are counted over members.
    const indexed = memberSearch(db, term).indexed;
    const namesAlone = indexed && scope.ids === null;
    const inGroups = sql<SqlBool>`(${contains(db, sql.ref('p.name'), term)} OR ${contains(db, sql.ref('m.status'), term)})`;
    const byName = indexed
      ? sql<SqlBool>`m.id IN (${nameIds(term)})`
      : memberSearch(db, term).holds('m');

    const { everyone, in_groups } = await counts(term, scope);
    if (namesAlone && in_groups === 0 && !sort) {
      const { page, total } = await newestMatches(db, nameIds(term), offset, limit);
      return {
        data: await listed(scope)
          .where(sql<SqlBool>`m.id IN (${page})`)
          .execute(),
        total,
      };
    }
    const { n: namesOnly } =
      namesAlone && in_groups === 0
        ? (await sql<{ n: number }>`SELECT count(*) AS n FROM (${nameIds(term)}) hits`.execute(db))
            .rows[0]!
        : await db
            .selectFrom('members as m')
            .innerJoin('plans as p', 'p.id', 'm.plan_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(byName)
            .where(sql<SqlBool>`NOT ${inGroups}`)
            .where(inBranches('m.home_branch_id', scope))
            .executeTakeFirstOrThrow();
    const total = in_groups + namesOnly;

    if (sort) {
      // Another order than the newest first: the planner weighs walking that order's index
      // against sorting the matches.
      const matches =
        indexed && in_groups === 0
          ? sql<SqlBool>`m.id IN (${nameIds(term)})`
          : sql<SqlBool>`(${inGroups} OR ${byName})`;
      const data = await listed(scope, sort).where(matches).limit(limit).offset(offset).execute();
      return { data, total };
    }
    // Walking members newest first costs about (offset + limit) × everyone / total rows; gathering
    // every match through the indexes costs about total. Take the cheaper.
    if (indexed && total * total < (offset + limit) * everyone) {
      const ids = sql`${nameIds(term)}
        UNION ALL SELECT id FROM members WHERE plan_id IN (SELECT id FROM plans WHERE ${contains(db, sql.ref('name'), term)})
        UNION ALL SELECT id FROM members WHERE status IN (SELECT status FROM member_counts WHERE ${contains(db, sql.ref('status'), term)})`;
      return {
        data: await listed(scope)
          .where(sql<SqlBool>`m.id IN (${ids})`)
          .limit(limit)
          .offset(offset)
          .execute(),
        total,
      };
    }
    const data = await listed(scope)
      .where(sql<SqlBool>`(${inGroups} OR ${byName})`)
      .limit(limit)
      .offset(offset)
      .execute();
    return { data, total };
  }

  /** Every member, newest first, one batch at a time (keyset on id, so each batch is an index seek). */
  const allInBatches = (batchSize: number, scope: BranchScope) =>
    inBatches<{ id: number }>((last) => {
      const query = listed(scope).limit(batchSize);
      return (last === undefined ? query : query.where('m.id', '<', last.id)).execute();
    }, batchSize);

  return {
    /**
     * Every member as one JSON array, streamed: memory holds a batch per reader, not the whole
     * answer, and a slow reader pauses its own query (the stream is pulled, not pushed).
     */
    allAsJson({ money = true, batchSize = UNPAGED_BATCH, scope = EVERY_BRANCH } = {}): Readable {
      const batches = allInBatches(batchSize, scope);
      return jsonArray(money ? batches : withoutMoney(batches));
    },

    async page({ page, pageSize, q, status, sort, scope = EVERY_BRANCH }: PageRequest) {
      const offset = (page - 1) * pageSize;
      const term = q.trim();
      if (status) return withStatus(status, term, offset, pageSize, scope, sort);
      // search() counts by the stored status (member_counts), which tells Inactive apart but not
      // Active from Expired: a term held by either ("act", "exp") is counted over the members.
      if (term && statusesHolding(term).some((held) => held !== 'Inactive'))
        return withStatus(undefined, term, offset, pageSize, scope, sort);
      if (term) return search(term, offset, pageSize, scope, sort);
      // Skipping rows in a bare id subquery avoids reading and joining each skipped member; in
      // another order, the subquery walks that order's index (migration 015) alone.
      const ids = db
        .selectFrom('members as m')
        .select('m.id')
        .where(inBranches('m.home_branch_id', scope))
        .orderBy(sort ? ordered(sort) : sql`m.id DESC`)
        .limit(pageSize)
        .offset(offset);
      const data = await listed(scope, sort).where('m.id', 'in', ids).execute();
      const { everyone } = await counts('', scope);
      return { data, total: everyone };
    },
  };
}

/** The rows of `batches` without their money fields (MONEY_FIELDS), for an account that may not see it. */
async function* withoutMoney<Row>(batches: AsyncIterable<Row[]>) {
  const money = new Set<string>(MONEY_FIELDS);
  for await (const rows of batches) yield rows.map((row) => leaveOut(row, money));
}
