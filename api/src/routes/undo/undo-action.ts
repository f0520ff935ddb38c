import type { Selectable, Transaction } from 'kysely';
import type { ActivityTable, Database } from '../../db/schema';
import type { Actor } from '../../domain/activity';
import type { Permission } from '../../schemas/permissions';

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
