import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { dueOf } from '../../domain/money';
import { MEMBER_INPUT_COLUMNS, memberWrites } from '../../domain/membership';
import { notFound } from '../../lib/http-errors';

/** The member form's calls; adding and saving go through the domain's member writes (invoices, expiry). */
export function membersRepository(db: Db) {
  return {
    ...memberWrites(db),

    async getForEdit(id: number) {
      const member = await db
        .selectFrom('members')
        .select(['id', ...MEMBER_INPUT_COLUMNS])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!member) throw notFound(`Member ${id} not found.`);
      const { plan_id, paid_amount, ...rest } = member;
      return { ...rest, plan: plan_id, due_amount: dueOf(member.total_fee, paid_amount) };
    },

    /** Its invoices stay: the foreign key clears their member_id and they keep the name. */
    remove(id: number) {
      return transaction(db, async (trx) => {
        const result = await trx.deleteFrom('members').where('id', '=', id).executeTakeFirst();
        if (result.numDeletedRows === 0n) throw notFound(`Member ${id} not found.`);
      });
    },
  };
}
