import { forUpdate } from '../../db/transaction';
import { linkOnRestore, MEMBER_LINK, PLAN_LINK, type EnquiryPayload } from './enquiry-links';
import { refuseIdTaken, type TrashKind } from './items';

/** A deleted enquiry keeps its row; its plan and member links are set back as far as they can be. */
export const enquiries: TrashKind<EnquiryPayload> = {
  table: 'enquiries',
  async take(trx, id) {
    // Locked: an edit or a conversion at the same time lands before the row is kept, or finds it gone.
    const row = await forUpdate(
      trx,
      trx.selectFrom('enquiries').selectAll().where('id', '=', id),
    ).executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('enquiries').where('id', '=', id).execute();
    return { label: row.name, memberId: row.member_id, payload: { row } };
  },
  async put(trx, id, { row }) {
    await refuseIdTaken(trx, 'enquiries', id, row.name);
    const plan_id = await linkOnRestore(trx, PLAN_LINK, row.plan_id, id);
    const member_id = await linkOnRestore(trx, MEMBER_LINK, row.member_id, id);
    await trx
      .insertInto('enquiries')
      .values({ ...row, plan_id, member_id })
      .execute();
  },
};
