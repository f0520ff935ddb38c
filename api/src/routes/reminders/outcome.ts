import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, EnquiryStatus } from '../../db/schema';
import { forUpdate, transaction } from '../../db/transaction';
import { changesBetween, type Actor } from '../../domain/activity';
import { classReason, enquiryReason, taskReason } from '../../domain/reminders/describe-task';
import { followUpEnquiry } from '../../domain/reminders/enquiry-tasks';
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

type Trx = Transaction<Database>;
type Days = ReturnType<typeof daysOf>;

/** What every outcome logs: when, how, what came of it, its days and note. */
const contactOfBody = (body: LogOutcomeBody, days: Days, reason: string) => ({
  at: new Date().toISOString(),
  channel: body.channel,
  outcome: body.outcome,
  reason,
  ...days,
  note: body.note?.trim() ?? '',
});

/**
 * A member's task closed by a contact: the contact recorded (`member.contacted`, with the days
 * given), and the task done or, with a next follow-up, due then.
 */
async function closeWithContact(
  trx: Trx,
  actor: Actor,
  task: Parameters<typeof logContact>[2] & { id: number; name: string },
  contact: ReturnType<typeof contactOfBody>,
  days: Days,
) {
  const written = await logContact(trx, actor, task, contact, { ...days, note: contact.note });
  await trx
    .updateTable('reminder_tasks')
    .set(
      days.next_follow_up
        ? { due_on: days.next_follow_up }
        : { state: 'done' as const, done_at: contact.at },
    )
    .where('id', '=', task.id)
    .execute();
  return { name: task.name, contact: written };
}

/**
 * A member's task: the contact with its record (`member.contacted`), and the task done or, with a
 * next follow-up, due that day.
 */
async function logMemberOutcome(
  trx: Trx,
  actor: Actor,
  taskId: number,
  body: LogOutcomeBody,
  days: Days,
  today: string,
) {
  const task = await trx
    .selectFrom('reminder_tasks as t')
    .innerJoin('reminder_rules as r', 'r.id', 't.rule_id')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .innerJoin('plans as p', 'p.id', 'm.plan_id')
    .select(['t.id', 't.basis', 'r.kind', 'm.id as member_id'])
    .select(['m.name', 'm.phone', 'p.name as plan_name', 'm.expire_date', 'm.period_start'])
    .select(['m.total_fee', 'm.paid_amount'])
    .where('t.id', '=', taskId)
    .executeTakeFirstOrThrow();
  const contact = contactOfBody(body, days, taskReason(task, task, today));
  return closeWithContact(trx, actor, task, contact, days);
}

/** The refusal of a promise to pay on a class task, which is about no money. */
export const CLASS_TASK_PROMISE = 'A class booking has nothing to pay: choose another outcome';

/**
 * A class task (docs/product/classes.md): a member booked from a waitlist, or told their class is
 * cancelled. No promise; the contact with its record (`member.contacted`), the task done or, with
 * a next follow-up, due then.
 */
async function logClassOutcome(
  trx: Trx,
  actor: Actor,
  taskId: number,
  body: LogOutcomeBody,
  days: Days,
) {
  if (body.outcome === 'promised') throw badRequest(CLASS_TASK_PROMISE);
  const task = await trx
    .selectFrom('reminder_tasks as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .innerJoin('class_bookings as b', 'b.id', 't.booking_id')
    .innerJoin('class_sessions as c', 'c.id', 'b.session_id')
    .innerJoin('class_types as ct', 'ct.id', 'c.class_type_id')
    .select(['t.id', 't.basis', 'm.id as member_id', 'm.name', 'm.phone'])
    .select(['ct.name as class_name', 'c.day', 'c.start_time as time'])
    .where('t.id', '=', taskId)
    .executeTakeFirstOrThrow();
  const contact = contactOfBody(body, days, classReason(task));
  return closeWithContact(trx, actor, task, contact, days);
}

/**
 * An enquiry's follow-up (docs/product/enquiries.md §17): no promise; the contact with its record
 * (`enquiry.contacted`, with what it changed of the enquiry). A next follow-up moves the enquiry's
 * Follow up on, and the task with it; without one the task is done and the day cleared. Not
 * interested makes the enquiry Lost; any other outcome but No answer makes a New one Contacted.
 */
async function logEnquiryOutcome(
  trx: Trx,
  actor: Actor,
  task: { id: number; due_on: string },
  enquiryId: number,
  body: LogOutcomeBody,
  days: Days,
  today: string,
) {
  if (body.outcome === 'promised') throw badRequest(REMINDER_MESSAGES.enquiryPromise);
  if (body.outcome === 'not_interested' && days.next_follow_up)
    throw badRequest(REMINDER_MESSAGES.followUpNotInterested);
  // Locked: an edit of the enquiry at the same time lands before, or after this outcome.
  const enquiry = await forUpdate(
    trx,
    trx
      .selectFrom('enquiries')
      .select(['id', 'name', 'status', 'follow_up_on'])
      .where('id', '=', enquiryId),
  ).executeTakeFirstOrThrow();
  const status: EnquiryStatus =
    body.outcome === 'not_interested'
      ? 'Lost'
      : enquiry.status === 'New' && body.outcome !== 'no_answer'
        ? 'Contacted'
        : enquiry.status;
  const followUp = days.next_follow_up;
  const changes = changesBetween(
    { status: enquiry.status, follow_up_on: enquiry.follow_up_on },
    { status, follow_up_on: followUp },
    ['status', 'follow_up_on'],
  );
  const contact = contactOfBody(body, days, enquiryReason(task.due_on, today));
  const written = await logContact(
    trx,
    actor,
    { id: task.id, enquiry_id: enquiry.id, name: enquiry.name },
    contact,
    {
      next_follow_up: followUp,
      note: contact.note,
      ...(Object.keys(changes).length ? { changes } : {}),
    },
  );
  if (!followUp)
    await trx
      .updateTable('reminder_tasks')
      .set({ state: 'done', done_at: contact.at })
      .where('id', '=', task.id)
      .execute();
  await trx
    .updateTable('enquiries')
    .set({ status, follow_up_on: followUp, updated_at: contact.at })
    .where('id', '=', enquiry.id)
    .execute();
  // A next follow-up moves the open task to its day.
  await followUpEnquiry(trx, enquiry.id);
  return { name: enquiry.name, contact: written };
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
        .selectFrom('reminder_tasks')
        .select(['id', 'state', 'due_on', 'branch_id', 'enquiry_id', 'booking_id'])
        .where('id', '=', taskId),
    ).executeTakeFirst();
    // A task of a branch the request does not cover is answered as if it did not exist (§26).
    if (!task || !covers(scope, task.branch_id)) throw notFound(REMINDER_MESSAGES.taskNotFound);
    if (task.state !== 'open') throw conflict(REMINDER_MESSAGES.taskClosed);
    if (task.booking_id !== null) return logClassOutcome(trx, actor, task.id, body, days);
    return task.enquiry_id === null
      ? logMemberOutcome(trx, actor, task.id, body, days, today)
      : logEnquiryOutcome(trx, actor, task, task.enquiry_id, body, days, today);
  });
  return {
    status: 'success',
    message: REMINDER_MESSAGES.logged(CONTACT_OUTCOMES[body.outcome], name),
    contact: contactOf(contact),
  };
}
