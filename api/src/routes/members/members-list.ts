import type { Readable } from 'node:stream';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { inBatches, jsonArray } from '../../lib/batches';
import { leaveOut } from '../../lib/leave-out';
import { MONEY_FIELDS } from '../../schemas/permissions';
import { notBelowZero } from '../../db/sql-functions';
import { contains, trigramIds, trigramSized } from '../../lib/list-query';
import { byColumn, byName, orderTerms, type Sort, type SortColumns } from '../../lib/list-sort';
import type { MemberSort } from '../../schemas';

export interface PageRequest {
  page: number;
  pageSize: number;
  q: string;
  sort?: Sort<MemberSort>;
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

/**
 * The members list and its search (name, plan name, status; case-insensitive), shaped so that a
 * page costs about the same at 100 members as at 100,000: totals come from member_counts and the
 * trigram index, and a page reads only the rows it shows wherever the matches allow it.
 */
export function membersList(db: Db) {
  const nameIds = (term: string) => trigramIds(db, 'memberNames', term);
  const ordered = (sort: Sort<MemberSort>) => orderTerms(db, SORTS, sort, sql.ref('m.id'));
  /** The members' rows, newest first or in the order `sort` asks for. */
  const listed = (sort?: Sort<MemberSort>) => {
    const rows = db
      .selectFrom('members as m')
      .innerJoin('plans as p', 'p.id', 'm.plan_id')
      .select(['m.id', 'm.name', 'm.phone', 'p.name as plan_type', 'm.plan_id'])
      .select(notBelowZero(db, sql<number>`m.total_fee - m.paid_amount`).as('due_amount'))
      .select(['m.leave_date', 'm.rejoin_date', 'm.expire_date', 'm.status']);
    return sort ? rows.orderBy(ordered(sort)) : rows.orderBy('m.id', 'desc');
  };

  async function counts(term: string) {
    const { rows } = await sql<{ everyone: number; in_groups: number }>`
      SELECT coalesce(sum(mc.n), 0) AS everyone,
        coalesce(sum(CASE WHEN ${contains(db, sql.ref('p.name'), term)} OR ${contains(db, sql.ref('mc.status'), term)} THEN mc.n END), 0) AS in_groups
      FROM member_counts mc JOIN plans p ON p.id = mc.plan_id`.execute(db);
    return rows[0] ?? { everyone: 0, in_groups: 0 };
  }

  async function search(term: string, offset: number, limit: number, sort?: Sort<MemberSort>) {
    const indexed = trigramSized(term);
    const inGroups = sql<SqlBool>`(${contains(db, sql.ref('p.name'), term)} OR ${contains(db, sql.ref('m.status'), term)})`;
    const byName = indexed
      ? sql<SqlBool>`m.id IN (${nameIds(term)})`
      : contains(db, sql.ref('m.name'), term);

    const { everyone, in_groups } = await counts(term);
    const { n: namesOnly } =
      indexed && in_groups === 0
        ? (await sql<{ n: number }>`SELECT count(*) AS n FROM (${nameIds(term)}) hits`.execute(db))
            .rows[0]!
        : await db
            .selectFrom('members as m')
            .innerJoin('plans as p', 'p.id', 'm.plan_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(byName)
            .where(sql<SqlBool>`NOT ${inGroups}`)
            .executeTakeFirstOrThrow();
    const total = in_groups + namesOnly;

    if (sort) {
      // Another order than the newest first: the planner weighs walking that order's index
      // against sorting the matches.
      const matches =
        indexed && in_groups === 0
          ? sql<SqlBool>`m.id IN (${nameIds(term)})`
          : sql<SqlBool>`(${inGroups} OR ${byName})`;
      const data = await listed(sort).where(matches).limit(limit).offset(offset).execute();
      return { data, total };
    }
    if (indexed && in_groups === 0) {
      const ids = sql`${nameIds(term)} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`;
      return {
        data: await listed()
          .where(sql<SqlBool>`m.id IN (${ids})`)
          .execute(),
        total,
      };
    }
    // Walking members newest first costs about (offset + limit) × everyone / total rows; gathering
    // every match through the indexes costs about total. Take the cheaper.
    if (indexed && total * total < (offset + limit) * everyone) {
      const ids = sql`${nameIds(term)}
        UNION ALL SELECT id FROM members WHERE plan_id IN (SELECT id FROM plans WHERE ${contains(db, sql.ref('name'), term)})
        UNION ALL SELECT id FROM members WHERE status IN (SELECT status FROM member_counts WHERE ${contains(db, sql.ref('status'), term)})`;
      return {
        data: await listed()
          .where(sql<SqlBool>`m.id IN (${ids})`)
          .limit(limit)
          .offset(offset)
          .execute(),
        total,
      };
    }
    const data = await listed()
      .where(sql<SqlBool>`(${inGroups} OR ${byName})`)
      .limit(limit)
      .offset(offset)
      .execute();
    return { data, total };
  }

  /** Every member, newest first, one batch at a time (keyset on id, so each batch is an index seek). */
  const allInBatches = (batchSize: number) =>
    inBatches<{ id: number }>((last) => {
      const query = listed().limit(batchSize);
      return (last === undefined ? query : query.where('m.id', '<', last.id)).execute();
    }, batchSize);

  return {
    /**
     * Every member as one JSON array, streamed: memory holds a batch per reader, not the whole
     * answer, and a slow reader pauses its own query (the stream is pulled, not pushed).
     */
    allAsJson({ money = true, batchSize = UNPAGED_BATCH } = {}): Readable {
      const batches = allInBatches(batchSize);
      return jsonArray(money ? batches : withoutMoney(batches));
    },

    async page({ page, pageSize, q, sort }: PageRequest) {
      const offset = (page - 1) * pageSize;
      const term = q.trim();
      if (term) return search(term, offset, pageSize, sort);
      // Skipping rows in a bare id subquery avoids reading and joining each skipped member; in
      // another order, the subquery walks that order's index (migration 015) alone.
      const ids = db
        .selectFrom('members as m')
        .select('m.id')
        .orderBy(sort ? ordered(sort) : sql`m.id DESC`)
        .limit(pageSize)
        .offset(offset);
      const data = await listed(sort).where('m.id', 'in', ids).execute();
      const { everyone } = await counts('');
      return { data, total: everyone };
    },
  };
}

/** The rows of `batches` without their money fields (MONEY_FIELDS), for an account that may not see it. */
async function* withoutMoney<Row>(batches: AsyncIterable<Row[]>) {
  const money = new Set<string>(MONEY_FIELDS);
  for await (const rows of batches) yield rows.map((row) => leaveOut(row, money));
}
