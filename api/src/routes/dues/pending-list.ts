import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { forDialect } from '../../db/dialect';
import { daysFromTo, notBelowZero } from '../../db/sql-functions';
import {
  contains,
  membersNamedFirst,
  trigramIds,
  trigramSized,
  type PageRequest,
} from '../../lib/list-query';
import type { DueAge, PendingMember } from '../../schemas';
import { today as todayOf } from '../../domain/dates';
import { startRange, type StartRange } from './due-age';

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
 * counts only the trigram index's matches.
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

  const rows = (today: string) =>
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
      .orderBy('m.period_start')
      .orderBy('m.id');

  async function counted(range: StartRange, plans?: RawBuilder<unknown>): Promise<number> {
    const {
      rows: [row],
    } = await sql<{ n: number }>`SELECT coalesce(sum(n), 0) AS n FROM dues_counts
      WHERE ${within(sql.ref('period_start'), range)} AND ${plans ? sql`plan_id IN (${plans})` : sql`true`}`.execute(
      db,
    );
    return row?.n ?? 0;
  }

  async function search(
    term: string,
    range: StartRange,
    today: string,
    offset: number,
    limit: number,
  ) {
    const plans = sql`SELECT id FROM plans WHERE ${contains(db, sql.ref('name'), term)}`;
    const indexed = trigramSized(term);
    const owingInRange = sql<SqlBool>`m.total_fee > m.paid_amount AND ${within(sql.ref('m.period_start'), range)}`;
    // The name matches: the trigram index's few rows first (membersNamedFirst), or,
    // for one or two letters, which no trigram can hold, a LIKE over the owing members.
    const byName = indexed ? membersNamedFirst(db, term) : sql`members m`;
    const nameMatch = indexed ? sql<SqlBool>`true` : contains(db, sql.ref('m.name'), term);

    const inPlans = await counted(range, plans);
    const {
      rows: [names],
    } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${byName}
      WHERE ${owingInRange} AND ${nameMatch} AND m.plan_id NOT IN (${plans})`.execute(db);
    const total = inPlans + (names?.n ?? 0);
    if (total === 0) return { data: [], total };

    const matches = sql<SqlBool>`(m.plan_id IN (${plans}) OR ${indexed ? sql`m.id IN (${trigramIds(db, 'memberNames', term)})` : nameMatch})`;
    // Walking the owing members in order costs about (offset + limit) × owing / total rows;
    // gathering every match and sorting them costs about total. Take the cheaper (SQLite's own
    // choice gathers a whole plan's members, tens of thousands, to show five).
    const walk = total * total >= (offset + limit) * (await counted(range));
    const ids =
      inPlans === 0
        ? sql`SELECT m.id FROM ${byName} WHERE ${owingInRange} AND ${nameMatch} ORDER BY m.period_start, m.id LIMIT ${limit} OFFSET ${offset}`
        : sql`SELECT m.id FROM ${walk ? walkingOwing : sql`members m`} WHERE ${owingInRange} AND ${matches}
            ORDER BY m.period_start, m.id LIMIT ${limit} OFFSET ${offset}`;
    return {
      data: await rows(today)
        .where(sql<SqlBool>`m.id IN (${ids})`)
        .execute(),
      total,
    };
  }

  return {
    async page(
      { offset, limit, term }: PageRequest,
      age: DueAge | undefined,
    ): Promise<{ data: PendingMember[]; total: number }> {
      const today = todayOf();
      const range = startRange(age, today);
      if (term) return search(term, range, today, offset, limit);
      // The ids come off the partial index alone; only the page's members are then read and joined.
      const ids = sql`SELECT id FROM members WHERE total_fee > paid_amount AND ${within(sql.ref('period_start'), range)}
        ORDER BY period_start, id LIMIT ${limit} OFFSET ${offset}`;
      const data = await rows(today)
        .where(sql<SqlBool>`m.id IN (${ids})`)
        .execute();
      return { data, total: await counted(range) };
    },
  };
}
