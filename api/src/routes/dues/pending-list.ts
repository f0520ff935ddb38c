import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { forDialect } from '../../db/dialect';
import { daysFromTo, notBelowZero } from '../../db/sql-functions';
import { contains, memberSearch, membersNamedFirst, type PageRequest } from '../../lib/list-query';
import { byColumn, byName, orderTerms, type Sort, type SortColumns } from '../../lib/list-sort';
import type { DueAge, PendingMember, PendingSort } from '../../schemas';
import { dayStart, today as todayOf } from '../../domain/dates';
import { startRange, type StartRange } from './due-age';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';

/** `?sort=` keys as SQL, each written as its index on owing members is (migrations 006 and 015). */
const SORTS: SortColumns<PendingSort> = {
  name: byName('m.name'),
  total_fee: byColumn('m.total_fee'),
  paid_amount: byColumn('m.paid_amount'),
  due_amount: { expression: sql`m.total_fee - m.paid_amount` },
};

/** `column` within the range; both ends inclusive, either may be open. */
function within(column: RawBuilder<unknown>, { from, to }: StartRange): RawBuilder<SqlBool> {
  const low = from === undefined ? sql`true` : sql`${column} >= ${from}`;
  const high = to === undefined ? sql`true` : sql`${column} <= ${to}`;
  return sql<SqlBool>`(${low} AND ${high})`;
}

/**
 * Members who owe, oldest bill first, shaped so that a page costs about the same at 100 members
 * as at 100,000: rows come off the partial index `members_owing` (owing members only, by period
 * start) and totals from `dues_counts` (kept by triggers), never a count of members. A name search
 * counts only the trigram index's matches. Each page covers the branches of its `scope`
 * (docs/product/branches.md §26).
 */
export function pendingList(db: Db) {
  /**
   * Owing members walked in order off `members_owing`: SQLite's planner is told so (INDEXED BY);
   * PostgreSQL's takes no hints and weighs its own statistics.
   */
  const walkingOwing = forDialect(db, {
    sqlite: sql`members m INDEXED BY members_owing`,
    postgres: sql`members m`,
  });

  const order = (sort: Sort<PendingSort> | undefined) =>
    sort ? orderTerms(db, SORTS, sort, sql.ref('m.id')) : sql`m.period_start, m.id`;

  /**
   * The member's latest promise to pay (docs/product/reminders.md §25), off the promises' partial index:
   * its day, or when it was made. Read for the page's rows only.
   */
  const latestPromise = (column: 'promised_on' | 'at') =>
    sql<string | null>`(SELECT ${sql.ref(`c.${column}`)} FROM member_contacts c
      WHERE c.member_id = m.id AND c.outcome = 'promised' ORDER BY c.id DESC LIMIT 1)`;

  const rows = (today: string, sort?: Sort<PendingSort>) =>
    db
      .selectFrom('members as m')
      .innerJoin('plans as p', 'p.id', 'm.plan_id')
      .select(['m.id', 'm.name', 'p.name as plan_type', 'm.phone', 'm.total_fee', 'm.paid_amount'])
      .select(notBelowZero(db, sql<number>`m.total_fee - m.paid_amount`).as('due_amount'))
      .select(
        notBelowZero(db, daysFromTo(db, sql.ref('m.period_start'), sql.val(today))).as(
          'days_overdue',
        ),
      )
      .select(['m.period_start', 'm.home_branch_id'])
      .select(latestPromise('promised_on').as('promised_on'))
      .select(latestPromise('at').as('promised_at'))
      .orderBy(order(sort));

  /**
   * The page's rows with their promise when it was made in the current period (on or after its
   * start, as the planner counts it: domain/reminders); broken once its day passed, as they owe.
   */
  const withPromises = async (today: string, query: ReturnType<typeof rows>) =>
    (await query.execute()).map(
      ({ period_start, promised_on, promised_at, ...row }): PendingMember => ({
        ...row,
        promise:
          promised_on && promised_at && promised_at >= dayStart(period_start)
            ? { on: promised_on, broken: promised_on < today }
            : null,
      }),
    );

  /**
   * How many members owe with a period start in `range` (of `plans` only, when given). dues_counts
   * holds a row per day since the gym opened (and plan, and branch): a range open at its start
   * (every due, or over 30 days) is every owing member (member_dues, a row per branch) less those
   * after its end, whose few recent days are read instead of the years before them.
   */
  async function counted(
    range: StartRange,
    scope: BranchScope,
    plans?: RawBuilder<unknown>,
  ): Promise<number> {
    const owing = (where: RawBuilder<SqlBool>) =>
      sql`(SELECT coalesce(sum(n), 0) FROM dues_counts WHERE ${inBranches('branch_id', scope)} AND ${where})`;
    const count =
      plans || range.from !== undefined
        ? owing(
            sql<SqlBool>`${within(sql.ref('period_start'), range)} AND ${plans ? sql`plan_id IN (${plans})` : sql`true`}`,
          )
        : sql`(SELECT coalesce(sum(members), 0) FROM member_dues WHERE ${inBranches('branch_id', scope)})
            - ${range.to === undefined ? sql`0` : owing(sql<SqlBool>`period_start > ${range.to}`)}`;
    const {
      rows: [row],
    } = await sql<{ n: number }>`SELECT ${count} AS n`.execute(db);
    return Number(row?.n ?? 0);
  }

  async function search(
    term: string,
    range: StartRange,
    today: string,
    scope: BranchScope,
    { offset, limit, sort }: PageRequest<PendingSort>,
  ) {
    const plans = sql`SELECT id FROM plans WHERE ${contains(db, sql.ref('name'), term)}`;
    const members = memberSearch(db, term);
    const indexed = members.indexed;
    const owingInRange = sql<SqlBool>`m.total_fee > m.paid_amount AND ${within(sql.ref('m.period_start'), range)}
      AND ${inBranches('m.home_branch_id', scope)}`;
    // The name matches: the trigram index's few rows first (membersNamedFirst), or,
    // for one or two letters, which no trigram can hold, a LIKE over the owing members.
    const byName = indexed ? membersNamedFirst(db, term) : sql`members m`;
    const nameMatch = indexed ? sql<SqlBool>`true` : members.holds('m');

    const inPlans = await counted(range, scope, plans);
    const {
      rows: [names],
    } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${byName}
      WHERE ${owingInRange} AND ${nameMatch} AND m.plan_id NOT IN (${plans})`.execute(db);
    const total = inPlans + (names?.n ?? 0);
    if (total === 0) return { data: [], total };

    const matches = sql<SqlBool>`(m.plan_id IN (${plans}) OR ${indexed ? sql`m.id IN (${members.ids()})` : nameMatch})`;
    if (sort) {
      // Another order than the oldest bill first: the planner weighs walking that order's index
      // against sorting the matches.
      const ids = sql`SELECT m.id FROM members m WHERE ${owingInRange} AND ${matches}
        ORDER BY ${order(sort)} LIMIT ${limit} OFFSET ${offset}`;
      return {
        data: await withPromises(today, rows(today, sort).where(sql<SqlBool>`m.id IN (${ids})`)),
        total,
      };
    }
    // Walking the owing members in order costs about (offset + limit) × owing / total rows;
    // gathering every match and sorting them costs about total. Take the cheaper (SQLite's own
    // choice gathers a whole plan's members, tens of thousands, to show five).
    const walk = total * total >= (offset + limit) * (await counted(range, scope));
    const ids =
      inPlans === 0
        ? sql`SELECT m.id FROM ${byName} WHERE ${owingInRange} AND ${nameMatch} ORDER BY m.period_start, m.id LIMIT ${limit} OFFSET ${offset}`
        : sql`SELECT m.id FROM ${walk ? walkingOwing : sql`members m`} WHERE ${owingInRange} AND ${matches}
            ORDER BY m.period_start, m.id LIMIT ${limit} OFFSET ${offset}`;
    return {
      data: await withPromises(today, rows(today).where(sql<SqlBool>`m.id IN (${ids})`)),
      total,
    };
  }

  return {
    async page(
      request: PageRequest<PendingSort>,
      age: DueAge | undefined,
      scope: BranchScope = EVERY_BRANCH,
    ): Promise<{ data: PendingMember[]; total: number }> {
      const { offset, limit, term, sort } = request;
      const today = todayOf();
      const range = startRange(age, today);
      if (term) return search(term, range, today, scope, request);
      // The ids come off a partial index alone (members_owing, or the sort's own of migration 015);
      // only the page's members are then read and joined.
      const ids = sql`SELECT m.id FROM members m WHERE m.total_fee > m.paid_amount AND ${within(sql.ref('m.period_start'), range)}
        AND ${inBranches('m.home_branch_id', scope)}
        ORDER BY ${order(sort)} LIMIT ${limit} OFFSET ${offset}`;
      const data = await withPromises(
        today,
        rows(today, sort).where(sql<SqlBool>`m.id IN (${ids})`),
      );
      return { data, total: await counted(range, scope) };
    },
  };
}
