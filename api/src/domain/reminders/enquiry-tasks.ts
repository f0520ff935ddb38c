import type { Transaction } from 'kysely';
import type { Database, EnquiryStatus } from '../../db/schema';

type Trx = Transaction<Database>;

/** The statuses of an enquiry still to be won: its Follow up on day makes a task. Joined and Lost are done. */
export const FOLLOWED_UP_STATUSES: readonly EnquiryStatus[] = ['New', 'Contacted'];

/** The day an enquiry as it is now wants its task due, or null for no open task. */
const wantedDay = (enquiry: { status: EnquiryStatus; follow_up_on: string | null } | undefined) =>
  enquiry && FOLLOWED_UP_STATUSES.includes(enquiry.status) ? enquiry.follow_up_on : null;

/**
 * Brings an enquiry's Reminders task in line with the enquiry as it is now
 * (docs/product/reminders.md §25), in the caller's transaction: an enquiry New or Contacted with a
 * Follow up on day has one open task, due that day, at its branch (made, or moved there); any other
 * (converted, Joined or Lost, its day cleared) has none open (closed). Every write of an enquiry
 * calls it last: add, edit, conversion, restore, and an outcome logged on its task; a delete takes
 * its tasks with it (the foreign key). Reading plans nothing: the queue shows what this left.
 */
export async function followUpEnquiry(trx: Trx, enquiryId: number): Promise<void> {
  const [enquiry, open] = await Promise.all([
    trx
      .selectFrom('enquiries')
      .select(['status', 'follow_up_on', 'branch_id'])
      .where('id', '=', enquiryId)
      .executeTakeFirst(),
    trx
      .selectFrom('reminder_tasks')
      .select(['id', 'due_on', 'branch_id'])
      .where('enquiry_id', '=', enquiryId)
      .where('state', '=', 'open')
      .executeTakeFirst(),
  ]);
  const day = wantedDay(enquiry);
  if (open && day === null) {
    await trx
      .updateTable('reminder_tasks')
      .set({ state: 'closed' })
      .where('id', '=', open.id)
      .execute();
  } else if (open && enquiry && (open.due_on !== day || open.branch_id !== enquiry.branch_id)) {
    await trx
      .updateTable('reminder_tasks')
      .set({ due_on: day!, branch_id: enquiry.branch_id })
      .where('id', '=', open.id)
      .execute();
  } else if (!open && enquiry && day !== null) {
    await trx
      .insertInto('reminder_tasks')
      .values({
        enquiry_id: enquiryId,
        basis: day,
        planned_on: day,
        due_on: day,
        state: 'open',
        created_at: new Date().toISOString(),
        branch_id: enquiry.branch_id,
      })
      .execute();
  }
}
