import { conflict } from '../../lib/http-errors';
import { recordActivity } from '../../domain/activity';
import type { UndoAction } from '../../domain/undo';

/** A check-in undone: the visit is removed, whether or not the member has checked out since. */
export const undoCheckIn: UndoAction = {
  takesBack: 'member.checked_in',
  async undo(trx, actor, record) {
    const visitId = Number(record.subject_id);
    const { numDeletedRows } = await trx
      .deleteFrom('attendance')
      .where('id', '=', visitId)
      .executeTakeFirst();
    if (numDeletedRows === 0n) throw conflict('This check-in has already been removed.');
    const activity_id = await recordActivity(trx, actor, {
      action: 'check_in.undone',
      label: record.label,
      subjectId: visitId,
      memberId: record.member_id,
      data: { undoes: Number(record.id) },
    });
    return { message: `${record.label}'s check-in removed.`, activity_id };
  },
};
