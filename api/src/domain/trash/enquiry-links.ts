import type { Selectable } from 'kysely';
import { forKeyShare } from '../../db/transaction';
import type { EnquiriesTable, EnquiryStatus, ReminderTasksTable } from '../../db/schema';
import { changePayload, type Trx } from './items';

/**
 * An enquiry names the plan asked about and the member it was converted into. Deleting either
 * clears that link (the foreign keys' ON DELETE SET NULL), and restoring it sets the link back:
 * on the live enquiries that lost it, and in the kept rows of enquiries deleted since.
 */

export interface EnquiryPayload {
  row: Selectable<EnquiriesTable>;
  /** Its Reminders tasks (044), open and done; none in items deleted before. */
  reminder_tasks?: Selectable<ReminderTasksTable>[];
}

/** What a deleted plan or member keeps of the enquiries that named it. */
export interface NamedByEnquiries {
  enquiries: number[];
}

export interface EnquiryLink {
  column: 'plan_id' | 'member_id';
  parent: 'plans' | 'members';
  /** Set back only on enquiries still of this status. */
  status?: EnquiryStatus;
}
export const PLAN_LINK: EnquiryLink = { column: 'plan_id', parent: 'plans' };
/** Only a Joined enquiry names a member: one set to another status since keeps none. */
export const MEMBER_LINK: EnquiryLink = {
  column: 'member_id',
  parent: 'members',
  status: 'Joined',
};

/** The live enquiries naming `parentId`, recorded as it is deleted. */
export const enquiriesNaming = async (trx: Trx, link: EnquiryLink, parentId: number) =>
  (await trx.selectFrom('enquiries').select('id').where(link.column, '=', parentId).execute()).map(
    (enquiry) => enquiry.id,
  );

/**
 * Sets the link back on the enquiries `ids` where it is still empty (and their status is still
 * `link.status`), deleted ones included.
 */
export async function relinkEnquiries(
  trx: Trx,
  link: EnquiryLink,
  parentId: number,
  ids: number[],
) {
  if (ids.length === 0) return;
  await trx
    .updateTable('enquiries')
    .set({ [link.column]: parentId })
    .where('id', 'in', ids)
    .where(link.column, 'is', null)
    .$if(link.status !== undefined, (query) => query.where('status', '=', link.status!))
    .execute();
  const deleted = await trx
    .selectFrom('deleted_items')
    .select('item_id')
    .where('kind', '=', 'enquiries')
    .where('item_id', 'in', ids)
    .execute();
  for (const { item_id } of deleted)
    await changePayload<EnquiryPayload>(trx, 'enquiries', item_id, (kept) =>
      kept.row[link.column] === null &&
      (link.status === undefined || kept.row.status === link.status)
        ? { row: { ...kept.row, [link.column]: parentId } }
        : kept,
    );
}

/**
 * The link a restored enquiry gets: its plan or member when that is there; when it is deleted
 * too, none for now, and the deleted one's kept ids name the enquiry so that restoring it sets
 * the link back; when it is gone for good, none.
 */
export async function linkOnRestore(
  trx: Trx,
  link: EnquiryLink,
  parentId: number | null,
  enquiryId: number,
): Promise<number | null> {
  if (parentId === null) return null;
  // Kept until the enquiry names it: a delete of it meanwhile is waited for, and then the
  // deleted one's kept ids name the enquiry instead.
  const live = await forKeyShare(
    trx,
    trx
      .selectFrom(link.parent as 'plans')
      .select('id')
      .where('id', '=', parentId),
  ).executeTakeFirst();
  if (live) return parentId;
  await changePayload<NamedByEnquiries>(trx, link.parent, parentId, (kept) => ({
    ...kept,
    enquiries: [...kept.enquiries, enquiryId],
  }));
  return null;
}
