import { forUpdate } from '../../db/transaction';
import { followUpEnquiry } from '../reminders/enquiry-tasks';
import { linkOnRestore, MEMBER_LINK, PLAN_LINK, type EnquiryPayload } from './enquiry-links';
import { putTasks, refuseIdTaken, type TrashKind } from './items';

/**
 * A deleted enquiry keeps its row and its Reminders tasks (the foreign key would delete them); its
 * plan and member links are set back as far as they can be, and its follow-up task is brought in
 * line with it again.
 */
export const enquiries: TrashKind<EnquiryPayload> = {
  table: 'enquiries',
  async take(trx, id) {
    // Locked: an edit or a conversion at the same time lands before the row is kept, or finds it gone.
    const row = await forUpdate(
      trx,
      trx.selectFrom('enquiries').selectAll().where('id', '=', id),
    ).executeTakeFirst();
    if (!row) return null;
    const tasks = await trx
      .selectFrom('reminder_tasks')
      .selectAll()
      .where('enquiry_id', '=', id)
      .orderBy('id')
      .execute();
    // Its tasks go with the row (ON DELETE CASCADE): none is left in the queue.
    await trx.deleteFrom('enquiries').where('id', '=', id).execute();
    return { label: row.name, memberId: row.member_id, payload: { row, reminder_tasks: tasks } };
  },
  async put(trx, id, { row, reminder_tasks = [] }) {
    await refuseIdTaken(trx, 'enquiries', id, row.name);
    const plan_id = await linkOnRestore(trx, PLAN_LINK, row.plan_id, id);
    const member_id = await linkOnRestore(trx, MEMBER_LINK, row.member_id, id);
    await trx
      .insertInto('enquiries')
      .values({ ...row, plan_id, member_id })
      .execute();
    await putTasks(trx, reminder_tasks);
    await followUpEnquiry(trx, id);
  },
};
