import type { Insertable, Selectable, Transaction } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database, ReminderTasksTable } from '../../db/schema';
import { DELETED_ITEMS_KEPT_DAYS, type DeletedKind } from '../../schemas/deleted';
import { conflict } from '../../lib/http-errors';

/** What every kind of deleted item needs: the transaction, rows put back in batches, refusals. */

export type Trx = Transaction<Database>;

/** A row taken out of its table with what hangs on it, ready to keep as a deleted item. */
export interface Taken<Payload> {
  /** The readable name: the member's, plan's, trainer's or enquirer's. */
  label: string;
  /** A member's phone, kept taken while they can be restored. */
  phone?: string;
  /** The member the delete concerns, for their history. */
  memberId?: number | null;
  payload: Payload;
}

/** How one kind of record is deleted into Deleted items and put back from there. */
export interface TrashKind<Payload> {
  table: 'members' | 'plans' | 'trainers_staff' | 'enquiries';
  /** Takes the row and what hangs on it out of the database; null when there is no such row. */
  take(trx: Trx, id: number): Promise<Taken<Payload> | null>;
  /** Puts it all back under the same ids, or refuses (a 409 saying why) having written nothing. */
  put(trx: Trx, id: number, payload: Payload): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which a deletion has been removed for good (as `deleted_at` is written). */
export const keptSince = (now: number) =>
  new Date(now - DELETED_ITEMS_KEPT_DAYS * DAY_MS).toISOString();

/** When an item deleted at `deletedAt` is removed for good. */
export const removedAt = (deletedAt: string) =>
  new Date(Date.parse(deletedAt) + DELETED_ITEMS_KEPT_DAYS * DAY_MS).toISOString();

/** An item of `kind` still restorable, by the id it had. */
export const inTrash = (trx: Trx, kind: DeletedKind, itemId: number, now = Date.now()) =>
  trx
    .selectFrom('deleted_items')
    .select(['id', 'label', 'payload'])
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('deleted_at', '>=', keptSince(now))
    .executeTakeFirst();

/** Rewrites the JSON a deleted item keeps (a link to something restored meanwhile). */
export async function changePayload<P>(
  trx: Trx,
  kind: DeletedKind,
  itemId: number,
  change: (payload: P) => P,
) {
  const item = await inTrash(trx, kind, itemId);
  if (!item) return;
  await trx
    .updateTable('deleted_items')
    .set({ payload: JSON.stringify(change(JSON.parse(item.payload) as P)) })
    .where('id', '=', item.id)
    .execute();
}

/** Tables whose rows a deleted item puts back under the ids they had. */
type Restorable = 'members' | 'plans' | 'trainers_staff' | 'enquiries';

/**
 * The id a new row of `table` gets: on SQLite, above every id of the table's deleted items too.
 * SQLite gives a new row the highest id in the table plus one, so the newest row's id, once it is
 * deleted, would be given again, and the deleted one could not come back under it (nor its
 * history stay its own). PostgreSQL's identities never give an id twice: it chooses.
 */
export async function freshId(trx: Trx, table: Restorable): Promise<{ id?: number }> {
  if (dialectOf(trx) === 'postgres') return {};
  const kind: DeletedKind = table === 'trainers_staff' ? 'staff' : table;
  const [live, deleted] = await Promise.all([
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
    trx
      .selectFrom('deleted_items')
      .select((eb) => eb.fn.max('item_id').as('id'))
      .where('kind', '=', kind)
      .executeTakeFirst(),
  ]);
  return { id: Math.max(Number(live?.id ?? 0), Number(deleted?.id ?? 0)) + 1 };
}

/** Refuses to restore `label` when its id is held by a row added since (possible only by hand). */
export async function refuseIdTaken(trx: Trx, table: Restorable, id: number, label: string) {
  const holder = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (holder)
    throw conflict(`${label} cannot be restored: id ${id} has been given to another record since.`);
}

/** Enough rows per INSERT to stay well below either database's limit on parameters. */
const BATCH = 200;

/** Of the visits `ids`, those whose id a row holds now. */
export async function existingIds(
  trx: Trx,
  ids: number[],
  table: 'attendance' | 'reminder_tasks' = 'attendance',
): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await trx
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(start, start + BATCH))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

export async function insertAll<T extends 'attendance' | 'reminder_tasks'>(
  trx: Trx,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += BATCH)
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + BATCH))
      .execute();
}

/**
 * Reminder tasks kept by a deleted member or enquiry, put back as they were, with their ids unless
 * taken meanwhile, leaving out a member's tasks of a rule removed since (a reminder done before
 * the delete is not due again after the restore) and class tasks whose booking is gone.
 */
export async function putTasks(trx: Trx, tasks: Selectable<ReminderTasksTable>[]) {
  if (tasks.length === 0) return;
  const ruleIds = [
    ...new Set(tasks.flatMap((task) => (task.rule_id === null ? [] : [task.rule_id]))),
  ];
  const rules = new Set(
    ruleIds.length === 0
      ? []
      : (
          await trx.selectFrom('reminder_rules').select('id').where('id', 'in', ruleIds).execute()
        ).map((rule) => rule.id),
  );
  // A class task whose booking went with the member (docs/product/classes.md) is not put back.
  const bookingIds = [...new Set(tasks.flatMap((task) => task.booking_id ?? []))];
  const bookings = new Set(
    bookingIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('class_bookings')
            .select('id')
            .where('id', 'in', bookingIds)
            .execute()
        ).map((booking) => booking.id),
  );
  const kept = tasks.filter(
    (task) =>
      (task.rule_id === null || rules.has(task.rule_id)) &&
      (!task.booking_id || bookings.has(task.booking_id)),
  );
  const taken = await existingIds(
    trx,
    kept.map((task) => task.id),
    'reminder_tasks',
  );
  await insertAll(
    trx,
    'reminder_tasks',
    kept.map(({ id: taskId, ...task }) => (taken.has(taskId) ? task : { id: taskId, ...task })),
  );
}
