import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MemberContactsTable } from '../../db/schema';
import { recordActivity, type Actor, type ActivityData } from '../../domain/activity';
import { notFound } from '../../lib/http-errors';
import type { ReminderContact } from '../../schemas';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';

/** The columns a contact is answered from. */
export const CONTACT_COLUMNS = [
  'id',
  'member_id',
  'at',
  'admin_name',
  'channel',
  'outcome',
  'reason',
  'promised_on',
  'next_follow_up',
  'note',
] as const;

type ContactRow = Pick<Selectable<MemberContactsTable>, (typeof CONTACT_COLUMNS)[number]>;

/**
 * A contact as the queue and the member's page show it. Without money.view the reason keeps its
 * words but not the amount ("Owes for 12 days"), as every other answer leaves out what is owed.
 */
export function contactOf(
  { member_id: _member, ...row }: ContactRow,
  { money = true } = {},
): ReminderContact {
  return money ? row : { ...row, reason: row.reason.replace(/ ₹[\d,]+/g, '') };
}

/** The task a contact is about: its member, by id and name. */
interface ContactedTask {
  id: number;
  member_id: number;
  name: string;
}

type ContactValues = Omit<
  Insertable<MemberContactsTable>,
  'id' | 'member_id' | 'task_id' | 'admin_id' | 'admin_name'
>;

/**
 * A contact about `task`, written with its trail record (`member.contacted`) in the caller's
 * transaction: Log outcome and Send by e-mail both. The record holds the task, channel and outcome,
 * and whatever more the caller names in `recorded`.
 */
export async function logContact(
  trx: Transaction<Database>,
  actor: Actor,
  task: ContactedTask,
  contact: ContactValues,
  recorded: ActivityData = {},
) {
  const written = await trx
    .insertInto('member_contacts')
    .values({
      ...contact,
      member_id: task.member_id,
      task_id: task.id,
      admin_id: actor.id,
      admin_name: actor.name,
    })
    .returning(CONTACT_COLUMNS)
    .executeTakeFirstOrThrow();
  await recordActivity(trx, actor, {
    action: 'member.contacted',
    label: task.name,
    subjectId: task.member_id,
    memberId: task.member_id,
    data: { task: task.id, channel: contact.channel, outcome: contact.outcome, ...recorded },
  });
  return written;
}

/** The latest contact of each of `memberIds`, by member id. */
export async function lastContacts(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return new Map<number, ContactRow>();
  const latest = db
    .selectFrom('member_contacts')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('member_id', 'in', memberIds)
    .groupBy('member_id');
  const rows = await db
    .selectFrom('member_contacts')
    .select(CONTACT_COLUMNS)
    .where('id', 'in', latest)
    .execute();
  return new Map(rows.map((row) => [row.member_id, row]));
}

/** `GET /members/:id/contacts`: every contact with the member, newest first; 404 for no member. */
export async function contactsOf(
  db: Db,
  memberId: number,
  { money = true, scope = EVERY_BRANCH }: { money?: boolean; scope?: BranchScope } = {},
) {
  // A member of a branch the request does not cover is not found (docs/product/branches.md §26).
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where(inBranches('home_branch_id', scope))
    .executeTakeFirst();
  if (!member) throw notFound(`Member ${memberId} not found.`);
  const rows = await db
    .selectFrom('member_contacts')
    .select(CONTACT_COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => contactOf(row, { money }));
}
