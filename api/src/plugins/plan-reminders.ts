import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { today } from '../domain/dates';
import { planMarkedReminders } from '../domain/reminders';
import { mayWrite } from '../lib/http-methods';

/**
 * Reminder tasks are planned by the writes that change a member and by the job, never by a read
 * (docs/product/reminders.md §25): once a write has answered normally, and before its answer is sent, the
 * members its transaction marked (database triggers) are planned in a transaction of their own,
 * so the queue, its counts and the bell read next show them. A refused write marked nothing and
 * plans nothing. A planning that fails leaves the marks for the job, and the write's answer as it
 * was: the write itself has committed.
 */
export default fp(async function planReminders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    // A GET or HEAD never writes (docs/security.md): nothing to plan after it.
    if (!mayWrite(request.method) || reply.statusCode >= 400) return payload;
    try {
      await planMarkedReminders(app.db, today());
    } catch (error) {
      request.log.error({ err: error }, 'could not plan reminders');
    }
    return payload;
  });
});
