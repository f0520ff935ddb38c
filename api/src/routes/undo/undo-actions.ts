import type { Selectable, Transaction } from 'kysely';
import type { ActivityTable, Database } from '../../db/schema';
import type { ActivityAction, Actor } from '../../domain/activity';
import type { Permission } from '../../schemas/permissions';
import { undoCheckIn } from './undo-check-in';
import { undoPayment } from './undo-payment';
import { undoRenewal } from './undo-renewal';
import { UNDO_DELETES } from './undo-delete';

/** A record of the trail, as an undo reads it. */
export type UndoneRecord = Selectable<ActivityTable>;

/**
 * How one kind of write is taken back: the permission the account needs (the one the write itself
 * needed) and the reversal, run inside the undo's transaction through the same rules as any other
 * write of that kind. It records what it did and answers the message for the desk and that
 * record's id.
 */
export interface UndoAction {
  permission: Permission;
  undo(
    trx: Transaction<Database>,
    actor: Actor,
    record: UndoneRecord,
  ): Promise<{ message: string; activity_id: number }>;
}

/** The writes a confirmation offers to undo (docs/product/activity.md §23), by the action their record names. */
export const UNDO_ACTIONS: Partial<Record<ActivityAction, UndoAction>> = {
  'member.checked_in': undoCheckIn,
  'payment.received': undoPayment,
  'membership.renewed': undoRenewal,
  ...UNDO_DELETES,
};
