import type { ActivityAction } from '../../domain/activity';
import type { UndoAction } from './undo-action';
import { undoCheckIn } from './undo-check-in';
import { undoPayment } from './undo-payment';
import { undoRenewal } from './undo-renewal';
import { UNDO_DELETES } from './undo-delete';

/** The writes a confirmation offers to undo (docs/product/activity.md §23), by the action their record names. */
export const UNDO_ACTIONS: Partial<Record<ActivityAction, UndoAction>> = {
  'member.checked_in': undoCheckIn,
  'payment.received': undoPayment,
  'membership.renewed': undoRenewal,
  ...UNDO_DELETES,
};
