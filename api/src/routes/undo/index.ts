import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { transaction } from '../../db/transaction';
import { actorOf, type ActivityAction } from '../../domain/activity';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { can, FORBIDDEN_MESSAGE } from '../../plugins/auth';
import { ActivityIdParams, Undone } from '../../schemas';

/**
 * How long after a write its account may still undo it. The confirmation offers Undo for 10
 * seconds; the API allows more, so that a slow network or a busy desk does not turn a press made
 * in time into a refusal.
 */
export const UNDO_WINDOW_MS = 2 * 60_000;

export const NOTHING_TO_UNDO = 'There is nothing to undo.';
export const TOO_LATE_TO_UNDO = 'It is too late to undo this. Please change it by hand.';

/**
 * Undo (docs/product/activity.md §23): `POST /activity/undo/:id` takes back the write the trail's record
 * `id` names, when this account made it moments ago, as the route of that write declares
 * (`config.undo`, gathered in `app.undoable` by plugins/route-declaration.ts). Which permission it
 * needs depends on that write (a check-in's, a payment's…), so the route asks only for a session
 * and checks the declaring route's permission itself.
 */
const undoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/activity/undo/:id',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'signed-in',
        // What the reversals record (routes/undo/): a check-in's removal, a payment's void, a
        // renewal's undo, a delete's restore, a class booking's or cancellation's undo.
        records: [
          'check_in.undone',
          'payment.voided',
          'renewal.undone',
          'member.restored',
          'plan.restored',
          'staff.restored',
          'enquiry.restored',
          // A booking's or a cancellation's (undo-class-booking.ts); the first frees a place,
          // which may go to the first waitlisted member.
          'class_booking.undone',
          'class_cancel.undone',
          'class_booking.promoted',
          'class_booking.released',
        ],
      },
      schema: { params: ActivityIdParams, response: { 200: Undone } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { message, activity_id } = await transaction(app.db, async (trx) => {
        const record = await trx
          .selectFrom('activity')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        // Another account's write is not this one's to undo: as if there were none.
        if (!record || record.admin_id !== actor.id) throw notFound(NOTHING_TO_UNDO);
        const declared = app.undoable.get(record.action as ActivityAction);
        if (!declared) throw conflict('This cannot be undone.');
        const { permission, reversal } = declared;
        if (permission !== 'signed-in' && (permission === 'public' || !can(request, permission)))
          throw new HttpError(403, FORBIDDEN_MESSAGE);
        if (Date.now() - Date.parse(record.at) > UNDO_WINDOW_MS) throw conflict(TOO_LATE_TO_UNDO);
        return reversal.undo(trx, actor, record);
      });
      return { status: 'success' as const, message, activity_id };
    },
  );
};

export default fp(undoRoutes, { name: 'undo-routes', encapsulate: true });
