import { conflict } from '../../lib/http-errors';
import { restoreDeleted, trashAction } from '../../domain/trash';
import { inTrash } from '../../domain/trash/items';
import type { UndoAction } from '../../domain/undo';
import type { DeletedKind } from '../../schemas/deleted';

/**
 * A delete of `kind` undone: the record comes back from Deleted items as Restore brings it back
 * (the same refusals, the same `x.restored` record). The delete route declares it, so Undo asks
 * for the delete's own permission: whoever may delete may take their own delete back without
 * being allowed into Deleted items.
 */
export const undoDelete = (kind: DeletedKind): UndoAction => ({
  takesBack: trashAction(kind, 'deleted'),
  async undo(trx, actor, record) {
    const itemId = Number(record.subject_id);
    if (!(await inTrash(trx, kind, itemId)))
      throw conflict(`${record.label} has already been restored.`);
    const { message, activity_id } = await restoreDeleted(
      trx,
      actor,
      { kind, itemId },
      { undoes: Number(record.id) },
    );
    return { message, activity_id };
  },
});
