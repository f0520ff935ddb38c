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
  'enquiry_id',
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
  { member_id: _member, enquiry_id: _enquiry, ...row }: ContactRow,
  { money = true } = {},
): ReminderContact {
  return money ? row : { ...row, reason: row.reason.replace(/ ₹[\d,]+/g, '') };
}

/** The task a contact is about, by id, and who: its member, or its enquiry (docs/product/enquiries.md §17), by id and name. */
type ContactedTask = { id: number; name: string } & (
  { member_id: number; enquiry_id?: null } | { member_id?: null; enquiry_id: number }
);

type ContactValues = Omit<
  Insertable<MemberContactsTable>,
  'id' | 'member_id' | 'enquiry_id' | 'task_id' | 'admin_id' | 'admin_name'
>;

/**
 * A contact about `task`, written with its trail record in the caller's transaction: Log outcome
 * and Send by e-mail both. A member's is `member.contacted`, in their history; an enquiry's
 * `enquiry.contacted`. The record holds the task, channel and outcome, and whatever more the
 * caller names in `recorded`.
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
      member_id: task.member_id ?? null,
      enquiry_id: task.enquiry_id ?? null,
      task_id: task.id,
      admin_id: actor.id,
      admin_name: actor.name,
    })
    .returning(CONTACT_COLUMNS)
    .executeTakeFirstOrThrow();
  const data = { task: task.id, channel: contact.channel, outcome: contact.outcome, ...recorded };
  await recordActivity(
    trx,
    actor,
    typeof task.member_id === 'number'
      ? {
          action: 'member.contacted',
          label: task.name,
          subjectId: task.member_id,
          memberId: task.member_id,
          data,
        }
      : { action: 'enquiry.contacted', label: task.name, subjectId: task.enquiry_id, data },
  );
  return written;
}

/**
 * The latest contact about each of `tasks`' members and enquiries (any task's), by task id: the
 * queue's Last contact.
 */
export async function lastContacts(
  db: Db,
  tasks: readonly { id: number; member_id: number | null; enquiry_id: number | null }[],
) {
  const members = [...new Set(tasks.flatMap((task) => task.member_id ?? []))];
  const enquiries = [...new Set(tasks.flatMap((task) => task.enquiry_id ?? []))];
  const latest = async (column: 'member_id' | 'enquiry_id', ids: number[]) =>
    ids.length === 0
      ? []
      : db
          .selectFrom('member_contacts')
          .select(CONTACT_COLUMNS)
          .where(
            'id',
            'in',
            db
              .selectFrom('member_contacts')
              .select((eb) => eb.fn.max('id').as('id'))
              .where(column, 'in', ids)
              .groupBy(column),
          )
          .execute();
  const [byMember, byEnquiry] = await Promise.all([
    latest('member_id', members),
    latest('enquiry_id', enquiries),
  ]);
  const ofMember = new Map(byMember.map((row) => [row.member_id, row]));
  const ofEnquiry = new Map(byEnquiry.map((row) => [row.enquiry_id, row]));
  const found = new Map<number, ContactRow>();
  for (const task of tasks) {
    const contact =
      task.member_id !== null ? ofMember.get(task.member_id) : ofEnquiry.get(task.enquiry_id);
    if (contact) found.set(task.id, contact);
  }
  return found;
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
