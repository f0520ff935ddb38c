import { conflict } from '../../lib/http-errors';
import { restoreDeleted } from '../../domain/trash';
import { inTrash } from '../../domain/trash/items';
import type { DeletedKind } from '../../schemas/deleted';
import type { Permission } from '../../schemas/permissions';
import type { UndoAction } from './undo-action';

/**
 * A delete undone: the record comes back from Deleted items as Restore brings it back (the same
 * refusals, the same `x.restored` record). The permission is the delete's own, so whoever may
 * delete may take their own delete back without being allowed into Deleted items.
 */
const undoDelete = (kind: DeletedKind, permission: Permission): UndoAction => ({
  permission,
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

export const UNDO_DELETES = {
  'member.deleted': undoDelete('members', 'members.delete'),
  'plan.deleted': undoDelete('plans', 'plans.edit'),
  'staff.deleted': undoDelete('staff', 'staff.edit'),
  'enquiry.deleted': undoDelete('enquiries', 'enquiries.manage'),
} satisfies Record<string, UndoAction>;
