import type { Db } from '../../db/database';
import { forUpdate } from '../../db/transaction';
import { HttpError, notFound } from '../../lib/http-errors';
import type { DeletedKind } from '../../schemas/deleted';
import { recordActivity, type ActivityAction, type Actor } from '../activity';
import { keptSince, type Trx } from './items';
import { TRASH_KINDS } from './kinds';

/**
 * Deleted items (docs/product/activity.md §23). Deleting a member, plan, trainer or enquiry moves it, with
 * what hangs on it, into `deleted_items` (migration 018) and records the delete; restoring puts it
 * all back under the same ids and records that. Both happen inside the caller's transaction.
 * After DELETED_ITEMS_KEPT_DAYS an item is removed for good (`purgeDeleted`).
 */

export { freshId } from './items';

const SINGULAR = {
  members: 'member',
  plans: 'plan',
  staff: 'staff',
  enquiries: 'enquiry',
} as const satisfies Record<DeletedKind, string>;

/** The trail's action for a delete or a restore of `kind`: `member.deleted`, `plan.restored`… */
export const trashAction = (kind: DeletedKind, done: 'deleted' | 'restored') =>
  `${SINGULAR[kind]}.${done}` as ActivityAction;

/** Deletes record `id` of `kind` into Deleted items; answers the record of it, or null when there is no such record. */
export async function moveToDeleted(
  trx: Trx,
  actor: Actor,
  kind: DeletedKind,
  id: number,
): Promise<number | null> {
  const taken = await TRASH_KINDS[kind].take(trx, id);
  if (!taken) return null;
  const deletedAt = new Date().toISOString();
  // An item deleted before under the same id (possible only if ids were given by hand) gives way.
  await trx
    .deleteFrom('deleted_items')
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .execute();
  await trx
    .insertInto('deleted_items')
    .values({
      kind,
      item_id: id,
      label: taken.label,
      phone: taken.phone ?? null,
      deleted_at: deletedAt,
      deleted_by_id: actor.id,
      deleted_by_name: actor.name,
      payload: JSON.stringify(taken.payload),
    })
    .execute();
  return recordActivity(trx, actor, {
    action: trashAction(kind, 'deleted'),
    label: taken.label,
    subjectId: id,
    memberId: taken.memberId ?? null,
  });
}

/** Where the deleted item to restore is: by its own id (Deleted items) or by what it was (Undo). */
export type DeletedRef = { id: number } | { kind: DeletedKind; itemId: number };

/** The 404 of an item that is not (or no longer) in Deleted items. */
export const GONE = 'This item is no longer in Deleted items: it was restored or removed for good.';

/**
 * Puts a deleted item back and records it (`undoes`: the record of the delete an Undo takes back);
 * a 404 when it is not there (restored already, or removed for good), a 409 saying why when it
 * cannot come back as it was.
 */
export async function restoreDeleted(
  trx: Trx,
  actor: Actor,
  ref: DeletedRef,
  { now = Date.now(), undoes }: { now?: number; undoes?: number } = {},
) {
  const query = trx
    .selectFrom('deleted_items')
    .selectAll()
    .where('deleted_at', '>=', keptSince(now));
  // Locked: of two restores at once, the second finds it gone.
  const item = await forUpdate(
    trx,
    'id' in ref
      ? query.where('id', '=', ref.id)
      : query.where('kind', '=', ref.kind).where('item_id', '=', ref.itemId),
  ).executeTakeFirst();
  if (!item) throw notFound(GONE);
  const payload: unknown = JSON.parse(item.payload);
  await TRASH_KINDS[item.kind].put(trx, item.item_id, payload);
  // Last: the invoices' trigger lets a member's invoices be linked back only while this row is here.
  await trx.deleteFrom('deleted_items').where('id', '=', item.id).execute();
  const activityId = await recordActivity(trx, actor, {
    action: trashAction(item.kind, 'restored'),
    label: item.label,
    subjectId: item.item_id,
    memberId:
      item.kind === 'members'
        ? item.item_id
        : item.kind === 'enquiries'
          ? (payload as { row: { member_id: number | null } }).row.member_id
          : null,
    data: undoes === undefined ? {} : { undoes },
  });
  return {
    message: `${item.label} restored.`,
    activity_id: activityId,
    kind: item.kind,
    item_id: item.item_id,
  };
}

/** Removes for good what was deleted more than DELETED_ITEMS_KEPT_DAYS ago; answers how many. */
export async function purgeDeleted(db: Db, now = Date.now()): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('deleted_items')
    .where('deleted_at', '<', keptSince(now))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Why a phone a deleted member holds cannot be given to another member (an import's row too). */
export const phoneOfDeletedMessage = (label: string) =>
  `A deleted member, ${label}, has this phone number. Restore them from Deleted items.`;

/**
 * A deleted member's phone stays taken while they can be restored: adding a member with it (or
 * giving a member it) is refused with a 409 that offers them back.
 */

export async function refusePhoneOfDeleted(trx: Trx, phone: string, now = Date.now()) {
  const held = await trx
    .selectFrom('deleted_items')
    .select(['id', 'label'])
    .where('phone', '=', phone)
    .where('kind', '=', 'members')
    .where('deleted_at', '>=', keptSince(now))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (held) throw new HttpError(409, phoneOfDeletedMessage(held.label), { deleted_id: held.id });
}
