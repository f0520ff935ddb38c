import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { dueOf } from '../../domain/money';
import { memberWrites } from '../../domain/membership';
import { notFound } from '../../lib/http-errors';

/** The member form's calls; adding and saving go through the domain's member writes (invoices, expiry). */
export function membersRepository(db: Db) {
  return {
    ...memberWrites(db),

    async getForEdit(id: number) {
      const member = await db
        .selectFrom('members')
        .select([
          'id',
          'name',
          'phone',
          'email',
          'age',
          'weight',
          'blood_group',
          'location',
          'profession',
          'status',
        ])
        .select([
          'joining_date',
          'plan_id as plan',
          'total_fee',
          'paid_amount',
          'leave_date',
          'rejoin_date',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!member) throw notFound(`Member ${id} not found.`);
      const { paid_amount, ...rest } = member;
      return { ...rest, due_amount: dueOf(member.total_fee, paid_amount) };
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
