import { sql } from 'kysely';
import { recordActivity } from '../../domain/activity';
import { EVERY_BRANCH } from '../../domain/branch-scope';
import type { UndoAction, UndoneRecord } from '../../domain/undo';
import { conflict } from '../../lib/http-errors';
import {
  CLASS_MESSAGES,
  closeWaitlistGaps,
  lockedBooking,
  promote,
  takenPlaces,
} from '../classes/classes-repository';

/**
 * Undo of a booking and of a cancellation (docs/product/classes.md, "Undo"): each through the
 * rules of any other write to the session's places, in its turn at the session's branch
 * (lockedBooking). The record was this account's own, moments ago (routes/undo/), so the scope is
 * not asked again.
 */

const dataOf = (record: UndoneRecord) =>
  JSON.parse(record.data) as { class?: string; was?: string; position?: number };

/** The booking a record names, with its session locked; refused (409) once it is gone. */
async function bookingOf(trx: Parameters<UndoAction['undo']>[0], record: UndoneRecord) {
  const id = Number(record.subject_id);
  const exists = await trx
    .selectFrom('class_bookings')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!exists) throw conflict(`${record.label}'s booking has already been undone.`);
  return { id, ...(await lockedBooking(trx, id, EVERY_BRANCH)) };
}

/**
 * A booking or waitlist place taken back: it is removed, as if never made, while it is still what
 * was made (Booked, or Waitlisted). A booked place freed goes to the first waitlisted member before
 * the cut-off, as a cancellation's does; a waitlist closes up behind a place taken off it. Nothing
 * counts against the member: it was never a cancellation.
 */
export const undoBooking: UndoAction = {
  takesBack: ['class.booked', 'class.waitlisted'],
  async undo(trx, actor, record) {
    const { id, session, booking } = await bookingOf(trx, record);
    const made = record.action === 'class.booked' ? 'booked' : 'waitlisted';
    if (booking.status !== made)
      throw conflict(
        `${booking.name}'s booking has changed since it was made: it cannot be undone. Please change it by hand.`,
      );
    await trx.deleteFrom('class_bookings').where('id', '=', id).execute();
    if (made === 'waitlisted') await closeWaitlistGaps(trx, session.id);
    const activity_id = await recordActivity(trx, actor, {
      action: 'class_booking.undone',
      label: booking.name,
      subjectId: id,
      memberId: booking.member_id,
      data: { undoes: Number(record.id), class: session.class_name },
    });
    const promoted = made === 'booked' ? await promote(trx, actor, session) : [];
    const message = [
      `${booking.name}'s booking for ${session.class_name} undone.`,
      ...promoted.map((one) => `${one.member_name} is now booked.`),
    ].join(' ');
    return { message, activity_id };
  },
};

/**
 * A cancellation taken back: the place is the member's again, as it was. A booked place comes back
 * only while the session has a free place (a promotion or another booking may have taken it
 * since: then it is refused, and the desk books the member again); a waitlist place comes back at
 * the position it had, those behind it moving one down.
 */
export const undoCancel: UndoAction = {
  takesBack: 'class_booking.cancelled',
  async undo(trx, actor, record) {
    const { id, session, booking } = await bookingOf(trx, record);
    const { name, member_id } = booking;
    if (booking.status !== 'cancelled' && booking.status !== 'late_cancel')
      throw conflict(`${name}'s booking has changed since it was cancelled: it cannot be undone.`);
    if (session.cancelled) throw conflict(CLASS_MESSAGES.cancelledSession);
    if (Date.parse(session.ends_at) <= Date.now())
      throw conflict(`This class has ended: ${name}'s cancellation cannot be undone.`);
    const again = await trx
      .selectFrom('class_bookings')
      .select('id')
      .where('session_id', '=', session.id)
      .where('member_id', '=', member_id)
      .where('status', 'in', ['booked', 'waitlisted', 'attended'])
      .executeTakeFirst();
    if (again) throw conflict(CLASS_MESSAGES.already(name));
    const data = dataOf(record);
    let message: string;
    if (data.was === 'waitlisted') {
      const { last } = await trx
        .selectFrom('class_bookings')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('session_id', '=', session.id)
        .where('status', '=', 'waitlisted')
        .executeTakeFirstOrThrow();
      const position = Math.min(data.position ?? Infinity, Number(last ?? 0) + 1);
      // Those from its position on move one down, last first: each number is free when taken
      // (the unique waitlist index).
      const behind = await trx
        .selectFrom('class_bookings')
        .select(['id', 'position'])
        .where('session_id', '=', session.id)
        .where('status', '=', 'waitlisted')
        .where('position', '>=', position)
        .orderBy('position', 'desc')
        .execute();
      for (const row of behind)
        await trx
          .updateTable('class_bookings')
          .set({ position: sql<number>`position + 1` })
          .where('id', '=', row.id)
          .execute();
      await trx
        .updateTable('class_bookings')
        .set({ status: 'waitlisted', position, cancelled_at: null })
        .where('id', '=', id)
        .execute();
      message = `${name}'s cancellation undone: ${name} is number ${position} on the waitlist again.`;
    } else {
      if ((await takenPlaces(trx, session.id)) >= session.capacity)
        throw conflict(
          `${session.class_name} is full again: ${name}'s cancellation cannot be undone. Please book ${name} again.`,
        );
      await trx
        .updateTable('class_bookings')
        .set({ status: 'booked', cancelled_at: null })
        .where('id', '=', id)
        .execute();
      message = `${name}'s cancellation undone: ${name} is booked again.`;
    }
    const activity_id = await recordActivity(trx, actor, {
      action: 'class_cancel.undone',
      label: name,
      subjectId: id,
      memberId: member_id,
      data: { undoes: Number(record.id), class: session.class_name },
    });
    return { message, activity_id };
  },
};
