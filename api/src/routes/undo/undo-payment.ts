import { voidInvoice } from '../../domain/voiding';
import type { UndoAction } from '../../domain/undo';

/** The reason an undone payment's credit note gives (docs/product/activity.md §23). */
export const UNDONE = 'Undone';

/**
 * A payment undone: its invoice voided, through the void's own rules, with the reason "Undone".
 * The void's record (`payment.voided`) is the undo's.
 */
export const undoPayment: UndoAction = {
  takesBack: 'payment.received',
  async undo(trx, actor, record) {
    const { message, activity_id } = await voidInvoice(
      trx,
      actor,
      Number(record.subject_id),
      UNDONE,
    );
    return { message, activity_id };
  },
};
