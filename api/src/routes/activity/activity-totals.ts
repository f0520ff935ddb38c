import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { addDays } from '../../domain/dates';
import type { ActivityKind } from '../../schemas';

/**
 * What narrows the trail: the account, the kind, and a window of instants (ISO-8601, `since`
 * included, `before` not), each optional.
 */
export interface ActivityWindow {
  adminId?: number;
  kind?: ActivityKind;
  since?: string;
  before?: string;
  /**
   * An account limited to some branches (docs/product/branches.md §26): only the records of members whose
   * home branch is one of these.
   */
  branches?: readonly number[];
}

/** The conditions a window puts on `activity`; each combination walks an index (migrations 016, 019). */
export function within<O>(
  query: SelectQueryBuilder<Database, 'activity', O>,
  { adminId, kind, since, before, branches }: ActivityWindow,
) {
  let narrowed = query;
  if (branches)
    narrowed = narrowed.where('member_id', 'in', (eb) =>
      eb.selectFrom('members').select('members.id').where('home_branch_id', 'in', branches),
    );
  if (adminId !== undefined) narrowed = narrowed.where('admin_id', '=', adminId);
  if (kind) narrowed = narrowed.where('kind', '=', kind);
  if (since) narrowed = narrowed.where('at', '>=', since);
  if (before) narrowed = narrowed.where('at', '<', before);
  return narrowed;
}

const MIDNIGHT = 'T00:00:00.000Z';
const dayOf = (instant: string) => instant.slice(0, 10);
const isMidnight = (instant: string) => instant.endsWith(MIDNIGHT);

/** The records in the window, counted one by one: only ever for a day or two of them. */
async function counted(db: Db, window: ActivityWindow) {
  const { n } = await within(db.selectFrom('activity'), window)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The kept counts (activity_counts) of the UTC days from `first` up to `end` (excluded), either open. */
async function summed(db: Db, { adminId, kind }: ActivityWindow, first?: string, end?: string) {
  let query = db
    .selectFrom('activity_counts')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('kind', '=', kind ?? '')
    .where('admin_id', '=', adminId ?? 0);
  if (first) query = query.where('day', '>=', first);
  if (end) query = query.where('day', '<', end);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * How many records the window holds, without counting them one by one: the kept counts of the
 * whole UTC days inside it, plus the records of the part-days at its two ends (a gym's day starts
 * at its own midnight, 18:30 UTC the day before in India), counted through the indexes.
 */
export async function activityTotal(db: Db, window: ActivityWindow): Promise<number> {
  const { since, before } = window;
  // The kept counts are the whole chain's: some branches' records are counted as they are.
  if (window.branches) return counted(db, window);
  // The whole UTC days: from the first midnight at or after `since` to the last one at or before `before`.
  const first = since && (isMidnight(since) ? dayOf(since) : addDays(dayOf(since), 1));
  const end = before && dayOf(before);
  if (first && end && first >= end) return counted(db, window);
  const [days, head, tail] = await Promise.all([
    summed(db, window, first, end),
    since && !isMidnight(since) ? counted(db, { ...window, before: first + MIDNIGHT }) : 0,
    before && !isMidnight(before) ? counted(db, { ...window, since: end + MIDNIGHT }) : 0,
  ]);
  return days + head + tail;
}
