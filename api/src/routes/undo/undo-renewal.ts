import type { Change } from '../../domain/activity';
import { recordActivity } from '../../domain/activity';
import { voidInvoice } from '../../domain/voiding';
import { carryBack } from '../../domain/invoicing';
import { forUpdate } from '../../db/transaction';
import type { MembersTable } from '../../db/schema';
import { RENEWED_FIELDS } from '../../domain/membership';
import { conflict } from '../../lib/http-errors';
import { rupees } from '../../domain/money';
import type { UndoAction } from '../../domain/undo';
import { UNDONE } from './undo-payment';

type Renewed = Pick<MembersTable, (typeof RENEWED_FIELDS)[number]>;

const changesOf = (data: string) =>
  ((JSON.parse(data) as { changes?: Record<string, Change> }).changes ?? {}) as Partial<
    Record<keyof Renewed, Change>
  >;

/**
 * A renewal undone: the money its invoice received voided (reason "Undone"), then the member's
 * fields as they were before it (its record's `changes`, new → old). Refused when the member has
 * changed since in any of those fields (a payment, an edit, a deletion): putting the old values
 * back would overwrite that change.
 */
export const undoRenewal: UndoAction = {
  takesBack: 'membership.renewed',
  async undo(trx, actor, record) {
    const memberId = Number(record.subject_id);
    const changes = changesOf(record.data);
    const fields = RENEWED_FIELDS.filter((field) => field in changes);
    const member = await forUpdate(
      trx,
      trx.selectFrom('members').select(['name']).select(RENEWED_FIELDS).where('id', '=', memberId),
    ).executeTakeFirst();
    if (!member) throw conflict(`${record.label} has been deleted: the renewal cannot be undone.`);
    if (fields.some((field) => member[field] !== changes[field]![1]))
      throw conflict(
        `${member.name}'s membership has changed since it was renewed: the renewal cannot be undone. Please change it by hand.`,
      );
    // Its invoice: the renewal invoice of the period it started, the member's current one.
    const invoice = await trx
      .selectFrom('invoices as i')
      .leftJoin('credit_notes as cn', 'cn.invoice_id', 'i.id')
      .select(['i.id', 'i.invoice_number', 'i.paid_amount', 'cn.id as credit_note'])
      .where('i.member_id', '=', memberId)
      .where('i.kind', '=', 'renewal')
      .where('i.period_start', '=', member.renewed_on ?? '')
      .orderBy('i.id', 'desc')
      .executeTakeFirst();
    // The dues it carried in are owed on their own invoices again, as the member's fee is.
    if (invoice) await carryBack(trx, invoice.invoice_number);
    const voided =
      invoice && invoice.paid_amount > 0 && invoice.credit_note === null
        ? await voidInvoice(trx, actor, invoice.id, UNDONE)
        : null;
    // Every field the renewal set: those it changed as they were, the others as they are (the
    // paid amount too, which the void above lowered when the renewal left it as it was).
    const before = Object.fromEntries(
      RENEWED_FIELDS.map((field) => [field, field in changes ? changes[field]![0] : member[field]]),
    ) as Renewed;
    await trx
      .updateTable('members')
      .set({ ...before, updated_at: new Date().toISOString() })
      .where('id', '=', memberId)
      .execute();
    const activity_id = await recordActivity(trx, actor, {
      action: 'renewal.undone',
      label: member.name,
      subjectId: memberId,
      memberId,
      data: {
        undoes: Number(record.id),
        changes: Object.fromEntries(fields.map((field) => [field, [member[field], before[field]]])),
        ...(voided && { invoice: voided.invoice_number, credit_note: voided.credit_note_number }),
      },
    });
    const renewal = `${member.name}'s renewal undone.`;
    return {
      message: voided
        ? `${renewal} Credit note ${voided.credit_note_number} for ${rupees(voided.amount)}.`
        : renewal,
      activity_id,
    };
  },
};
