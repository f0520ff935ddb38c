import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { notBelowZero } from '../../db/sql-functions';
import { contains, membersNamedFirst, trigramSized, type PageRequest } from '../../lib/list-query';
import type { ExpiredMember } from '../../schemas';
import { today as todayOf } from '../../domain/dates';

/**
 * Members whose expiry is before today, most recently expired first. A page reads its ids off the
 * `members_expire_date` index and its total from `expiry_counts` (kept by triggers); a name search
 * counts only the trigram index's matches.
 */
export function expiredList(db: Db) {
  const rows = () =>
    db
      .selectFrom('members as m')
      .innerJoin('plans as p', 'p.id', 'm.plan_id')
      .select(['m.id', 'm.name', 'm.plan_id', 'p.name as plan_type', 'm.phone', 'm.expire_date'])
      .select(notBelowZero(db, sql<number>`m.total_fee - m.paid_amount`).as('due_amount'))
      .orderBy('m.expire_date', 'desc')
      .orderBy('m.id', 'desc');

  async function search(term: string, today: string, offset: number, limit: number) {
    const from = trigramSized(term) ? membersNamedFirst(db, term) : sql`members m`;
    const where = sql<SqlBool>`m.expire_date < ${today} AND ${contains(db, sql.ref('m.name'), term)}`;
    const {
      rows: [row],
    } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${from} WHERE ${where}`.execute(db);
    const ids = sql`SELECT m.id FROM ${from} WHERE ${where} ORDER BY m.expire_date DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`;
    return {
      data: await rows()
        .where(sql<SqlBool>`m.id IN (${ids})`)
        .execute(),
      total: row?.n ?? 0,
    };
  }

  return {
    async page({
      offset,
      limit,
      term,
    }: PageRequest): Promise<{ data: ExpiredMember[]; total: number }> {
      const today = todayOf();
      if (term) return search(term, today, offset, limit);
      const ids = sql`SELECT id FROM members WHERE expire_date < ${today} ORDER BY expire_date DESC, id DESC LIMIT ${limit} OFFSET ${offset}`;
      const {
        rows: [row],
      } = await sql<{
        n: number;
      }>`SELECT coalesce(sum(n), 0) AS n FROM expiry_counts WHERE expire_date < ${today}`.execute(
        db,
      );
      return {
        data: await rows()
          .where(sql<SqlBool>`m.id IN (${ids})`)
          .execute(),
        total: row?.n ?? 0,
      };
    },
  };
}
