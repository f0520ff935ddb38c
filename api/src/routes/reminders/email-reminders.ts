import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { Actor } from '../../domain/activity';
import { describeTask, type TaskContext } from '../../domain/reminders/describe-task';
import { smtpMailer, type SmtpServer } from '../../domain/reminders/mailer';
import type { EmailFailure } from '../../schemas/reminders';
import type { BranchScope } from '../../domain/branch-scope';
import { logContact } from './contacts';
import { dueTaskRows, type MemberTaskRow } from './queue-repository';

/**
 * Send by e-mail (docs/product/reminders.md §25): every task due today whose member has an e-mail address
 * gets its message, sent outside any transaction. The tasks are taken off the queue first (`claim`),
 * each sent one is then logged as a contact (E-mail, Sent reminder) in one transaction with its
 * record, and those that failed go back.
 */

type DueTask = MemberTaskRow;

export interface EmailContext extends TaskContext {
  server: SmtpServer;
  actor: Actor;
  /** The branches whose tasks are sent (docs/product/branches.md §26); left out, every branch. */
  scope?: BranchScope;
}

/**
 * Takes the open ones of `ids` off the queue (done) before their e-mails go, in one statement: of
 * two sends at once (two desks, two API instances), the second finds them taken and sends nothing.
 * Answers the ids taken.
 */
const claim = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve(new Set<number>())
    : transaction(db, async (trx) => {
        const taken = await trx
          .updateTable('reminder_tasks')
          .set({ state: 'done', done_at: new Date().toISOString() })
          .where('id', 'in', ids)
          .where('state', '=', 'open')
          .returning('id')
          .execute();
        return new Set(taken.map((task) => task.id));
      });

/** The taken tasks whose e-mail was not sent go back on the queue, open as they were. */
const release = async (db: Db, ids: number[]) => {
  if (ids.length > 0)
    await db
      .updateTable('reminder_tasks')
      .set({ state: 'open', done_at: null })
      .where('id', 'in', ids)
      .where('state', '=', 'done')
      .execute();
};

/** The sent (and taken) task logged: its contact, done when sent, the record. */
async function logSent(db: Db, task: DueTask, reason: string, actor: Actor) {
  await transaction(db, async (trx) => {
    const at = new Date().toISOString();
    await logContact(trx, actor, task, {
      at,
      channel: 'email',
      outcome: 'sent',
      reason,
      promised_on: null,
      next_follow_up: null,
      note: '',
    });
    await trx
      .updateTable('reminder_tasks')
      .set({ done_at: at })
      .where('id', '=', task.id)
      .where('state', '=', 'done')
      .execute();
  });
}

/**
 * E-mails the tasks due today, one after the other; a message that fails is tried once more. Once
 * the server itself failed twice (unreachable, refusing), the rest are not tried: they would wait
 * for it just as long, and fail the same way.
 */
export async function emailDueReminders(db: Db, context: EmailContext) {
  const { server, actor, scope, ...words } = context;
  const tasks = await dueTaskRows(db, words.today, scope);
  const withEmail = tasks.members.filter((task) => task.email);
  const taken = await claim(
    db,
    withEmail.map((task) => task.id),
  );
  const failed: EmailFailure[] = [];
  const mailer = smtpMailer(server);
  let serverError: string | undefined;
  let sent = 0;
  try {
    for (const task of withEmail.filter(({ id }) => taken.has(id))) {
      const { reason, message } = describeTask(task, task, task.template, words);
      const result = serverError
        ? { sent: false as const, error: serverError, serverFailed: true }
        : await mailer.send({
            to: task.email!,
            subject: `Reminder from ${words.gymName}`,
            text: message,
            senderName: words.gymName,
          });
      if (!result.sent) {
        if (result.serverFailed) serverError = result.error;
        const { id: task_id, member_id, name } = task;
        failed.push({ task_id, member_id, name, email: task.email!, error: result.error });
        continue;
      }
      await logSent(db, task, reason, actor);
      taken.delete(task.id);
      sent += 1;
    }
  } finally {
    mailer.close();
    await release(db, [...taken]);
  }
  return { sent, failed, without_email: tasks.total - withEmail.length };
}
