import { sql, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { ActivityTable, Database } from '../../db/schema';
import type { ActivityData } from '../../domain/activity';
import { inBatches } from '../../lib/batches';
import { accountsSeenAt } from '../../lib/branch-filter';
import { namesById } from '../../lib/names-by-id';
import type { ActivityPage, ActivityRow } from '../../schemas';
import { activityTotal, within, type ActivityWindow } from './activity-totals';
import { describe, type Reader } from './describe';
import { BRANCH_IDS, PLAN_IDS } from './field-labels';

type Stored = Selectable<ActivityTable>;

/** Records read per query by the CSV download. */
export const ACTIVITY_BATCH = 1000;

/** The ids that records' changes name in `fields` (plans', branches'). */
function idsIn(records: { data: ActivityData }[], fields: ReadonlySet<string>) {
  const ids = new Set<number>();
  for (const { data } of records)
    for (const [field, values] of Object.entries(data.changes ?? {}))
      if (fields.has(field) && Array.isArray(values))
        for (const value of values) if (typeof value === 'number') ids.add(value);
  return [...ids];
}

const newestFirst = <O>(query: SelectQueryBuilder<Database, 'activity', O>) =>
  query.orderBy('at', 'desc').orderBy('id', 'desc');

/**
 * The trail as people read it (docs/product/activity.md §23): pages newest first (at, then id), their
 * totals from the kept counts (activity-totals.ts), a member's history, and every record of a
 * filter a batch at a time for the CSV.
 */
export function activityRepository(db: Db) {
  /** Records as rows of the screen, with a query for the names of the plans and branches they name by id. */
  async function readable(stored: Stored[], money: boolean): Promise<ActivityRow[]> {
    const records = stored.map((record) => ({
      ...record,
      data: JSON.parse(record.data) as ActivityData,
    }));
    const reader: Reader = {
      money,
      plans: await namesById(db, 'plans', idsIn(records, PLAN_IDS)),
      branches: await namesById(db, 'branches', idsIn(records, BRANCH_IDS)),
    };
    return records.map((record) => ({
      id: Number(record.id),
      at: record.at,
      admin_id: record.admin_id,
      who: record.admin_name,
      action: record.action,
      kind: record.kind,
      ...describe(record, reader),
      member_id: record.member_id,
    }));
  }

  /** The records whose ids `ids` selects (a page of them), newest first. */
  const recordsIn = (ids: ReturnType<typeof pageIds>) =>
    newestFirst(db.selectFrom('activity').selectAll().where('id', 'in', ids)).execute();

  /** The ids on one page, walking an index alone without reading the skipped records. */
  const pageIds = (
    window: ActivityWindow,
    memberId: number | undefined,
    offset: number,
    limit: number,
  ) => {
    let ids = within(db.selectFrom('activity').select('id'), window);
    if (memberId !== undefined) ids = ids.where('member_id', '=', memberId);
    return newestFirst(ids).limit(limit).offset(offset);
  };

  return {
    async page(window: ActivityWindow, page: number, pageSize: number, money: boolean) {
      const [stored, total] = await Promise.all([
        recordsIn(pageIds(window, undefined, (page - 1) * pageSize, pageSize)),
        activityTotal(db, window),
      ]);
      return { data: await readable(stored, money), total } satisfies ActivityPage;
    },

    /** A member's records, newest first; a member has few enough to count them as they are. */
    async history(memberId: number, page: number, pageSize: number, money: boolean) {
      const [stored, { n }] = await Promise.all([
        recordsIn(pageIds({}, memberId, (page - 1) * pageSize, pageSize)),
        db
          .selectFrom('activity')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: await readable(stored, money), total: Number(n) } satisfies ActivityPage;
    },

    /** Every record of the window, newest first, a batch at a time (a keyset seek each). */
    all(window: ActivityWindow, money: boolean, batchSize = ACTIVITY_BATCH) {
      const batches = inBatches<Stored>((last) => {
        const query = newestFirst(within(db.selectFrom('activity').selectAll(), window)).limit(
          batchSize,
        );
        const after = last && query.where(sql<SqlBool>`(at, id) < (${last.at}, ${last.id})`);
        return (after ?? query).execute();
      }, batchSize);
      return (async function* () {
        for await (const stored of batches) yield await readable(stored, money);
      })();
    },

    /**
     * The Person filter's accounts, disabled ones too, by name (any case); for an account limited
     * to some branches (`allowed`), those that work at one of them or at every branch: whoever may
     * have written its records (accountsSeenAt).
     */
    people: (allowed: readonly number[] | null = null) => {
      const name = sql<string>`coalesce(nullif(full_name, ''), username)`;
      return db
        .selectFrom('admins')
        .select(['id', name.as('name')])
        .where(accountsSeenAt(allowed))
        .orderBy(sql`lower(${name})`)
        .orderBy('id')
        .execute();
    },
  };
}
