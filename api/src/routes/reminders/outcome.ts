import type { Db } from '../../db/database';
import { forUpdate, transaction } from '../../db/transaction';
import type { Actor } from '../../domain/activity';
import { taskReason } from '../../domain/reminders/describe-task';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import {
  CONTACT_OUTCOMES,
  REMINDER_MESSAGES,
  type LogOutcomeBody,
  type OutcomeLogged,
} from '../../schemas';
import { covers, EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { contactOf, logContact } from './contacts';

/** The body's days as the outcome keeps them, or the refusal: a promise needs its day and no follow-up. */
function daysOf({ outcome, promised_on, next_follow_up }: LogOutcomeBody, today: string) {
  if (outcome === 'promised') {
    if (!promised_on) throw badRequest(REMINDER_MESSAGES.promiseDateRequired);
    if (promised_on < today) throw badRequest(REMINDER_MESSAGES.promiseDatePast);
    if (next_follow_up) throw badRequest(REMINDER_MESSAGES.followUpWithPromise);
    return { promised_on, next_follow_up: null };
  }
  if (next_follow_up !== undefined && next_follow_up <= today)
    throw badRequest(REMINDER_MESSAGES.followUpPast);
  return { promised_on: null, next_follow_up: next_follow_up ?? null };
}

/**
 * `POST /reminders/:id/outcome` (docs/product/reminders.md §25): the contact, its record, and the task done
 * (or, with a next follow-up, left open and due that day), together or not at all. A task of a
 * branch `scope` does not cover is not found.
 */
export async function logOutcome(
  db: Db,
  actor: Actor,
  taskId: number,
  body: LogOutcomeBody,
  today: string,
  scope: BranchScope = EVERY_BRANCH,
): Promise<OutcomeLogged> {
  const days = daysOf(body, today);
  const { name, contact } = await transaction(db, async (trx) => {
    // Locked: of two desks logging the same task at once, the second finds it no longer open.
    const task = await forUpdate(
      trx,
      trx
        .selectFrom('reminder_tasks as t')
        .innerJoin('reminder_rules as r', 'r.id', 't.rule_id')
        .innerJoin('members as m', 'm.id', 't.member_id')
        .innerJoin('plans as p', 'p.id', 'm.plan_id')
        .select(['t.id', 't.state', 't.basis', 'r.kind', 'm.id as member_id'])
        .select(['m.name', 'm.phone', 'p.name as plan_name', 'm.expire_date', 'm.period_start'])
        .select(['m.total_fee', 'm.paid_amount', 't.branch_id'])
        .where('t.id', '=', taskId),
      't',
    ).executeTakeFirst();
    // A task of a branch the request does not cover is answered as if it did not exist (§26).
    if (!task || !covers(scope, task.branch_id)) throw notFound(REMINDER_MESSAGES.taskNotFound);
    if (task.state !== 'open') throw conflict(REMINDER_MESSAGES.taskClosed);
    const now = new Date().toISOString();
    const note = body.note?.trim() ?? '';
    const written = await logContact(
      trx,
      actor,
      task,
      {
        at: now,
        channel: body.channel,
        outcome: body.outcome,
        reason: taskReason(task, task, today),
        ...days,
        note,
      },
      { ...days, note },
    );
    await trx
      .updateTable('reminder_tasks')
      .set(
        days.next_follow_up
          ? { due_on: days.next_follow_up }
          : { state: 'done' as const, done_at: now },
      )
      .where('id', '=', task.id)
      .execute();
    return { name: task.name, contact: written };
  });
  return {
    status: 'success',
    message: REMINDER_MESSAGES.logged(CONTACT_OUTCOMES[body.outcome], name),
    contact: contactOf(contact),
  };
}
