import { paths } from '@spotter/api/paths';
import type { Failed, Undone } from '../../core/types';
import type { Reply } from './fetch-stub';
import { answer } from './paging';
import { idIn } from './route-ids';

/** How the fake takes one write back: the undo's message, or a refusal's reply. */
type Reversal = () => string | Reply;

/** The writes Undo can take back, by the id of the trail's record the API would answer. */
export interface FakeUndo {
  nextActivityId: number;
  reversals: Map<number, Reversal>;
}

export const emptyUndo = (): FakeUndo => ({ nextActivityId: 1, reversals: new Map() });

/**
 * The trail's record of a write the fake just answered: its id (the answer's `activity_id`), and
 * what Undo does with it. Like the API, each record is undone at most once.
 */
export function recordUndoable(db: { undo: FakeUndo }, reversal?: Reversal): number {
  const id = db.undo.nextActivityId++;
  if (reversal) db.undo.reversals.set(id, reversal);
  return id;
}

/** `POST /activity/undo/:id`: the reversal recorded with that id, once. */
export function undoRoutes(db: { undo: FakeUndo }) {
  return (method: string, pathname: string): Reply | undefined => {
    const id = idIn(paths.undo.action, pathname);
    if (id === undefined || method !== 'POST') return undefined;
    const reversal = db.undo.reversals.get(id);
    if (!reversal)
      return answer<Failed>({ status: 'failed', message: 'There is nothing to undo.' }, 404);
    db.undo.reversals.delete(id);
    const done = reversal();
    if (typeof done !== 'string') return done;
    return answer<Undone>({
      status: 'success',
      message: done,
      activity_id: recordUndoable(db),
    });
  };
}
