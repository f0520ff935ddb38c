import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { ftsPhrase, likePattern, TRIGRAM, type PageRequest } from '../../lib/list-query';
import type { DueAge, PendingMember } from '../../schemas';
import { today as todayOf } from '../invoices/dates';
import { startRange, type StartRange } from './due-age';


/** `column` within the range; both ends inclusive, either may be open. */
function within(column: RawBuilder<unknown>, { from, to }: StartRange): RawBuilder<SqlBool> {
  const low = from === undefined ? sql`1` : sql`${column} >= ${from}`;
  const high = to === undefined ? sql`1` : sql`${column} <= ${to}`;
  return sql<SqlBool>`(${low} AND ${high})`;
}

/**
 * Members who owe, oldest bill first, shaped so that a page costs about the same at 100 members
 * as at 100,000: rows come off the partial index `members_owing` (owing members only, by period
 * start) and totals from `dues_counts` (kept by triggers), never a count of members. A name search
 * counts only the trigram index's matches.
 */
export function pendingList(db: Db) {
  const rows = (today: string) =>
    db
      .selectFrom('members as m')
      .innerJoin('plans as p', 'p.id', 'm.plan_id')
      .select(['m.id', 'm.name', 'p.name as plan_type', 'm.phone', 'm.total_fee', 'm.paid_amount'])
      .select(sql<number>`max(m.total_fee - m.paid_amount, 0)`.as('due_amount'))
      .select(sql<number>`max(CAST(julianday(${today}) - julianday(m.period_start) AS INTEGER), 0)`.as('days_overdue'))
      .orderBy('m.period_start')
      .orderBy('m.id');

  async function counted(range: StartRange, plans?: RawBuilder<unknown>): Promise<number> {
    const { rows: [row] } = await sql<{ n: number }>`SELECT coalesce(sum(n), 0) AS n FROM dues_counts
      WHERE ${within(sql.ref('period_start'), range)} AND ${plans ? sql`plan_id IN (${plans})` : sql`1`}`.execute(db);
    return row?.n ?? 0;
  }

  async function search(term: string, range: StartRange, today: string, offset: number, limit: number) {
    const pattern = likePattern(term);
    const plans = sql`SELECT id FROM plans WHERE name LIKE ${pattern} ESCAPE '\\'`;
    const indexed = [...term].length >= TRIGRAM;
    const owingInRange = sql<SqlBool>`m.total_fee > m.paid_amount AND ${within(sql.ref('m.period_start'), range)}`;
    // The name matches: the trigram index's few rows first (CROSS JOIN keeps that order), or,
    // for one or two letters, which no trigram can hold, a LIKE over the owing members.
    const byName = indexed
      ? sql`(SELECT rowid AS id FROM members_search WHERE members_search MATCH ${ftsPhrase(term)}) hits CROSS JOIN members m ON m.id = hits.id`
      : sql`members m`;
    const nameMatch = indexed ? sql<SqlBool>`1` : sql<SqlBool>`m.name LIKE ${pattern} ESCAPE '\\'`;

    const inPlans = await counted(range, plans);
    const { rows: [names] } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${byName}
      WHERE ${owingInRange} AND ${nameMatch} AND m.plan_id NOT IN (${plans})`.execute(db);
    const total = inPlans + (names?.n ?? 0);
    if (total === 0) return { data: [], total };

    const matches = sql<SqlBool>`(m.plan_id IN (${plans}) OR ${indexed ? sql`m.id IN (SELECT rowid FROM members_search WHERE members_search MATCH ${ftsPhrase(term)})` : nameMatch})`;
    // Walking the owing members in order costs about (offset + limit) × owing / total rows;
    // gathering every match and sorting them costs about total. Take the cheaper (SQLite's own
    // choice gathers a whole plan's members, tens of thousands, to show five).
    const walk = total * total >= (offset + limit) * (await counted(range));
    const ids =
      inPlans === 0
        ? sql`SELECT m.id FROM ${byName} WHERE ${owingInRange} AND ${nameMatch} ORDER BY m.period_start, m.id LIMIT ${limit} OFFSET ${offset}`
        : sql`SELECT m.id FROM members m ${walk ? sql`INDEXED BY members_owing` : sql``} WHERE ${owingInRange} AND ${matches}
            ORDER BY m.period_start, m.id LIMIT ${limit} OFFSET ${offset}`;
    return { data: await rows(today).where(sql<SqlBool>`m.id IN (${ids})`).execute(), total };
  }

  return {
    async page({ offset, limit, term }: PageRequest, age: DueAge | undefined): Promise<{ data: PendingMember[]; total: number }> {
      const today = todayOf();
      const range = startRange(age, today);
      if (term) return search(term, range, today, offset, limit);
      // The ids come off the partial index alone; only the page's members are then read and joined.
      const ids = sql`SELECT id FROM members WHERE total_fee > paid_amount AND ${within(sql.ref('period_start'), range)}
        ORDER BY period_start, id LIMIT ${limit} OFFSET ${offset}`;
      const data = await rows(today).where(sql<SqlBool>`m.id IN (${ids})`).execute();
      return { data, total: await counted(range) };
    },
  };
}
