import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { beforeEveryCommit } from '../db/transaction';
import { today } from '../domain/dates';
import { planMarkedBeforeCommit } from '../domain/reminders';

/**
 * Reminder tasks are planned by the writes that change a member and by the job, never by a read
 * (docs/product/reminders.md §25): every write transaction ends by planning the members it marked
 * (database triggers), before it commits, so the answer, and the queue, its counts and the bell
 * read next, show them. A refused write rolls back and plans nothing. A planning that fails is
 * taken back alone (a savepoint), leaving the marks for the job and the write as it was.
 *
 * Planning in the write's own transaction, rather than in a second one after it, keeps each write
 * to one turn: a payment planned after it committed waited for a bulk write's
 * step twice (docs/architecture.md, "No write holds the others for long").
 */
export default fp(async function planReminders(app: FastifyInstance) {
  beforeEveryCommit(app.db, (trx) =>
    planMarkedBeforeCommit(trx, today(), (error) =>
      app.log.error({ err: error }, 'could not plan reminders'),
    ),
  );
});
