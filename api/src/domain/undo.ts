import type { Selectable, Transaction } from 'kysely';
import type { ActivityTable, Database } from '../db/schema';
import type { ActivityAction, Actor } from './activity';

/** A record of the trail, as an undo reads it. */
export type UndoneRecord = Selectable<ActivityTable>;

/**
 * How one kind of write is taken back (docs/product/activity.md §23): the action whose record it
 * takes back, and the reversal, run inside the undo's transaction through the same rules as any
 * other write of that kind. It records what it did and answers the message for the desk and that
 * record's id. The route that makes the write declares it (its `config.undo`,
 * plugins/route-declaration.ts), and Undo asks for that route's permission.
 */
export interface UndoAction {
  /** The action, or the actions (a booking records either of two), whose records it takes back. */
  takesBack: ActivityAction | readonly ActivityAction[];
  undo(
    trx: Transaction<Database>,
    actor: Actor,
    record: UndoneRecord,
  ): Promise<{ message: string; activity_id: number }>;
}

/** The actions an undo takes back, as a list. */
export const actionsTakenBack = ({ takesBack }: UndoAction): readonly ActivityAction[] =>
  [takesBack].flat();
