import type { Kysely, Selectable } from 'kysely';
import { forKeyShare, forUpdate } from '../../db/transaction';
import type { AttendanceTable, Database, MembersTable, ReminderTasksTable } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import {
  enquiriesNaming,
  MEMBER_LINK,
  relinkEnquiries,
  type NamedByEnquiries,
} from './enquiry-links';
import {
  existingIds,
  insertAll,
  inTrash,
  putTasks,
  refuseIdTaken,
  type TrashKind,
  type Trx,
} from './items';

/**
 * A deleted member keeps their row, their visits (the foreign key would delete them), the ids of
 * their invoices (which stay in Invoice History, unlinked) and of the enquiries that name them,
 * and who else had their phone then (a phone shared in a family stays shared when they are back).
 */
export interface MemberPayload extends NamedByEnquiries {
  row: Omit<Selectable<MembersTable>, 'period_start'>;
  attendance: Selectable<AttendanceTable>[];
  /**
   * Their reminder tasks (the foreign key would delete them), so that a reminder done before the
   * delete is not due again after the restore. None in items deleted before reminders (024).
   */
  reminder_tasks?: Selectable<ReminderTasksTable>[];
  invoices: number[];
  phone_shared_with: number[];
}

async function take(trx: Trx, id: number) {
  // Locked: a payment or a check-in for this member waits for the delete, then finds no member.
  const found = await forUpdate(
    trx,
    trx.selectFrom('members').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  if (!found) return null;
  const { period_start: _derived, ...row } = found;
  const [attendance, tasks, invoices, enquiries, sharing] = await Promise.all([
    trx.selectFrom('attendance').selectAll().where('member_id', '=', id).orderBy('id').execute(),
    trx
      .selectFrom('reminder_tasks')
      .selectAll()
      .where('member_id', '=', id)
      .orderBy('id')
      .execute(),
    trx.selectFrom('invoices').select('id').where('member_id', '=', id).orderBy('id').execute(),
    enquiriesNaming(trx, MEMBER_LINK, id),
    trx
      .selectFrom('members')
      .select('id')
      .where('phone', '=', row.phone)
      .where('id', '!=', id)
      .execute(),
  ]);
  // The visits and tasks go with the row (ON DELETE CASCADE); the invoices and enquiries lose the link.
  await trx.deleteFrom('members').where('id', '=', id).execute();
  const payload: MemberPayload = {
    row,
    attendance,
    reminder_tasks: tasks,
    invoices: invoices.map((invoice) => invoice.id),
    enquiries,
    phone_shared_with: sharing.map((member) => member.id),
  };
  return { label: row.name, phone: row.phone, memberId: id, payload };
}

/** The first reason the member cannot come back as they were, if any. */
async function refusal(trx: Trx, { row, phone_shared_with }: MemberPayload) {
  // Kept until the member is back on it: a delete of the plan meanwhile is waited for.
  const plan = await forKeyShare(
    trx,
    trx.selectFrom('plans').select('id').where('id', '=', row.plan_id),
  ).executeTakeFirst();
  if (!plan) {
    const deleted = await inTrash(trx, 'plans', row.plan_id);
    return deleted
      ? `Restore the plan “${deleted.label}” first.`
      : `${row.name} cannot be restored: their plan has been removed for good.`;
  }
  const holders = await trx
    .selectFrom('members')
    .select(['id', 'name'])
    .where('phone', '=', row.phone)
    .execute();
  const since = holders.find((holder) => !phone_shared_with.includes(holder.id));
  if (since)
    return `${since.name} has had the phone number ${row.phone} since ${row.name} was deleted. Change it there first.`;
  return null;
}

/**
 * The row as it comes back onto its phone (docs/product/activity.md §23): a phone shared when they
 * were deleted stays shared, so when someone who does not share it holds it now (the one member it
 * was shared with, unticked since; or anyone, for a member deleted before shared phones, 043), the
 * member comes back sharing it: a phone has at most one member who does not share it.
 */
async function onSharedPhone(trx: Trx, row: MemberPayload['row']): Promise<MemberPayload['row']> {
  if (row.shares_phone === 1) return row;
  const holder = await trx
    .selectFrom('members')
    .select('id')
    .where('phone', '=', row.phone)
    .where('shares_phone', '=', 0)
    .executeTakeFirst();
  return { ...row, shares_phone: holder ? 1 : 0 };
}

async function put(trx: Trx, id: number, payload: MemberPayload) {
  const { row, attendance, invoices, enquiries } = payload;
  await refuseIdTaken(trx, 'members', id, row.name);
  const refused = await refusal(trx, payload);
  if (refused) throw conflict(refused);
  await trx
    .insertInto('members')
    .values(await onSharedPhone(trx, row))
    .execute();
  // A visit keeps its id unless a check-in took it meanwhile (SQLite gives the highest id again).
  const taken = await existingIds(
    trx,
    attendance.map((visit) => visit.id),
  );
  await insertAll(
    trx,
    'attendance',
    attendance.map(({ id: visitId, ...visit }) =>
      taken.has(visitId) ? visit : { id: visitId, ...visit },
    ),
  );
  // Allowed by the invoices' trigger (018) only while this member's deleted item names them.
  if (invoices.length > 0)
    await trx
      .updateTable('invoices')
      .set({ member_id: id })
      .where('id', 'in', invoices)
      .where('member_id', 'is', null)
      .execute();
  await relinkEnquiries(trx, MEMBER_LINK, id, enquiries);
  // The planner (the member is marked by their row's return) makes what is due now without
  // repeating what was done.
  await putTasks(trx, payload.reminder_tasks ?? []);
}

export const members: TrashKind<MemberPayload> = { table: 'members', take, put };

/**
 * Member `id`'s home branch, whether they are live or deleted (Deleted items keeps their row until
 * it is removed for good); undefined when neither holds them.
 */
export async function memberHomeBranch(db: Kysely<Database>, id: number) {
  const live = await db
    .selectFrom('members')
    .select('home_branch_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (live) return live.home_branch_id;
  const deleted = await db
    .selectFrom('deleted_items')
    .select('payload')
    .where('kind', '=', 'members')
    .where('item_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return deleted && (JSON.parse(deleted.payload) as MemberPayload).row.home_branch_id;
}
