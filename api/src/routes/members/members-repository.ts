import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { recordActivity, type Actor } from '../../domain/activity';
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
    remove(actor: Actor, id: number) {
      return transaction(db, async (trx) => {
        const member = await trx
          .deleteFrom('members')
          .where('id', '=', id)
          .returning('name')
          .executeTakeFirst();
        if (!member) throw notFound(`Member ${id} not found.`);
        await recordActivity(trx, actor, {
          action: 'member.deleted',
          label: member.name,
          subjectId: id,
          memberId: id,
        });
      });
    },
  };
}
