import { openPostgres, type OpenedDatabase } from '../../db/database';
import { today } from '../../domain/dates';
import { memberWithDueTask } from '../../testing/reminders-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { emailDueReminders } from './email-reminders';

/**
 * Send by e-mail pressed on two API instances at once, each with its own pool on one PostgreSQL
 * database: nothing in either process knows of the other's send, so only the tasks' claim keeps
 * a member from getting the same reminder twice.
 */
describe('Send by e-mail on two instances at once', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  let other: OpenedDatabase;
  let smtp: TestSmtpServer | undefined;
  beforeEach(async () => {
    other = await openPostgres(ctx.config.databaseUrl!, 4, { migrate: false });
  });
  afterEach(async () => {
    smtp?.close();
    await other?.close();
  });

  it('e-mails each member once and logs each contact once', async () => {
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    const members = [];
    for (let i = 0; i < 6; i += 1)
      members.push(
        await memberWithDueTask(ctx, plan, i % 2 ? 'expiry' : 'dues', {
          name: `Member ${i}`,
          phone: `981234567${i}`,
          email: `member${i}@example.com`,
        }),
      );
    smtp = await startSmtpServer();
    const context = {
      server: {
        host: smtp.host,
        port: smtp.port,
        user: '',
        password: '',
        from: 'desk@gym.example',
      },
      gymName: 'Iron Temple',
      upiId: '',
      today: today(),
      actor: { id: 1, name: 'admin' },
    };
    const runs = await Promise.all([
      emailDueReminders(ctx.app.db, context),
      emailDueReminders(other.db, context),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(6);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(
      members.map((_, i) => `member${i}@example.com`),
    );
    const contacts = await ctx.app.db
      .selectFrom('member_contacts')
      .select('task_id')
      .orderBy('task_id')
      .execute();
    expect(contacts.map((contact) => contact.task_id)).toEqual(
      members.map((member) => member.taskId),
    );
  });
});
