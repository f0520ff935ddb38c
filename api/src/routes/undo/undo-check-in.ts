import { conflict } from '../../lib/http-errors';
import { recordActivity } from '../../domain/activity';
import type { UndoAction } from '../../domain/undo';

/** The class places a check-in marked Attended (its record's `data.attended`), by id. */
const attendedBy = (data: string): number[] => {
  const { attended } = JSON.parse(data) as { attended?: unknown };
  return Array.isArray(attended) ? attended.filter((id) => Number.isInteger(id)) : [];
};

/**
 * A check-in undone: the visit is removed, whether or not the member has checked out since, and
 * the class places it marked Attended are Booked again (those still Attended).
 */
export const undoCheckIn: UndoAction = {
  takesBack: 'member.checked_in',
  async undo(trx, actor, record) {
    const visitId = Number(record.subject_id);
    const { numDeletedRows } = await trx
      .deleteFrom('attendance')
      .where('id', '=', visitId)
      .executeTakeFirst();
    if (numDeletedRows === 0n) throw conflict('This check-in has already been removed.');
    const attended = attendedBy(record.data);
    if (attended.length > 0)
      await trx
        .updateTable('class_bookings')
        .set({ status: 'booked' })
        .where('id', 'in', attended)
        .where('status', '=', 'attended')
        .execute();
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
