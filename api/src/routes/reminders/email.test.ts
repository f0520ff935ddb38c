import { addDays, today } from '../../domain/dates';
import { activityRecords } from '../../testing/activity-records';
import { expectReply } from '../../testing/expect-reply';
import { memberForm } from '../../testing/members-client';
import { memberWithDueTask, sendMailTo } from '../../testing/reminders-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { signedInAs } from '../../testing/team';
import { ADMIN } from '../../testing/test-app';
import { REMINDER_MESSAGES } from '../../schemas/reminders';

const ASHA = { name: 'Asha Verma', phone: '9812345678', email: 'asha@example.com' };
const RAVI = { name: 'Ravi Kumar', phone: '9812345679', email: 'ravi@example.com' };
const MEERA = { name: 'Meera Iyer', phone: '9812345670', email: '' };

describe('Send by e-mail (POST /reminders/email)', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  let smtp: TestSmtpServer | undefined;
  afterEach(() => smtp?.close());

  const email = (cookie = ctx.cookie) =>
    ctx.app.inject({ method: 'POST', url: '/reminders/email', headers: { cookie } });
  /** The tasks due today (the planner also adds the week's upcoming ones, not e-mailed yet). */
  const tasks = () =>
    ctx.app.db
      .selectFrom('reminder_tasks')
      .select(['id', 'state'])
      .where('due_on', '<=', today())
      .orderBy('id')
      .execute();
  const contacts = () =>
    ctx.app.db
      .selectFrom('member_contacts')
      .select(['member_id', 'task_id', 'admin_name', 'channel', 'outcome', 'reason'])
      .orderBy('id')
      .execute();
  const dueMembers = async () => {
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    return {
      asha: await memberWithDueTask(ctx, plan, 'dues', ASHA),
      ravi: await memberWithDueTask(ctx, plan, 'expiry', RAVI),
      meera: await memberWithDueTask(ctx, plan, 'dues', MEERA),
    };
  };

  it('answers 409 while no SMTP server is set, and writes nothing', async () => {
    await dueMembers();
    const before = await tableFingerprints(ctx.app);
    expectReply(await email(), 409, { status: 'failed', message: REMINDER_MESSAGES.noSmtp });
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });

  it('needs payments.record: a Trainer is refused', async () => {
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    expect((await email(trainer.cookie)).statusCode).toBe(403);
  });

  it('e-mails each due task’s member who has an address, signed in, logs the contact and takes the task off the queue; counts those without one', async () => {
    const { asha, ravi, meera } = await dueMembers();
    smtp = await startSmtpServer();
    await sendMailTo(ctx.app, smtp, 'desk', 'p4ss-word');
    const response = await email();
    expectReply(response, 200, {
      status: 'success',
      message: 'Sent 2 e-mails.',
      sent: 2,
      failed: [],
      without_email: 1,
    });
    expect(smtp.received).toEqual([
      {
        from: 'desk@irontemple.example',
        senderName: 'Iron Temple',
        to: ['asha@example.com'],
        subject: 'Reminder from Iron Temple',
        text: expect.stringMatching(
          /^Hi Asha Verma, a balance of ₹2,500 is pending on your Gold membership at Iron Temple\.\s*$/,
        ),
        user: 'desk',
      },
      {
        from: 'desk@irontemple.example',
        senderName: 'Iron Temple',
        to: ['ravi@example.com'],
        subject: 'Reminder from Iron Temple',
        text: expect.stringContaining('Hi Ravi Kumar, your Gold membership at Iron Temple ends on'),
        user: 'desk',
      },
    ]);
    const contact = { admin_name: ADMIN.username, channel: 'email', outcome: 'sent' };
    expect(await contacts()).toEqual([
      {
        ...contact,
        member_id: asha.memberId,
        task_id: asha.taskId,
        reason: 'Owes ₹2,500 for 7 days',
      },
      { ...contact, member_id: ravi.memberId, task_id: ravi.taskId, reason: 'Expires in 3 days' },
    ]);
    expect(await tasks()).toEqual([
      { id: asha.taskId, state: 'done' },
      { id: ravi.taskId, state: 'done' },
      { id: meera.taskId, state: 'open' },
    ]);
    const records = (await activityRecords(ctx.app)).filter(
      (record) => record.action === 'member.contacted',
    );
    expect(records.map(({ label, member_id, data }) => ({ label, member_id, data }))).toEqual([
      {
        label: ASHA.name,
        member_id: asha.memberId,
        data: { task: asha.taskId, channel: 'email', outcome: 'sent' },
      },
      {
        label: RAVI.name,
        member_id: ravi.memberId,
        data: { task: ravi.taskId, channel: 'email', outcome: 'sent' },
      },
    ]);
    // Sent ones are done: a second press sends nothing more.
    expect((await email()).json()).toMatchObject({ sent: 0, failed: [], without_email: 1 });
    expect(smtp.received).toHaveLength(2);
  });

  it('brings the tasks up to date first: a reminder that fell due today is sent without the queue being read', async () => {
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    const added = await ctx.members.add({
      ...memberForm,
      ...ASHA,
      fee: '3000',
      paid: '500',
      due: '2500',
      joining_day: addDays(today(), -7),
      plan: String(plan),
    });
    expect(added.statusCode).toBe(201);
    smtp = await startSmtpServer();
    await sendMailTo(ctx.app, smtp);
    expect((await email()).json()).toMatchObject({ sent: 1, failed: [], without_email: 0 });
    expect(smtp.received.map((mail) => mail.text)).toEqual([
      expect.stringContaining('Hi Asha Verma, a balance of ₹2,500 is pending'),
    ]);
  });

  it('sends each message once when Send by e-mail is pressed twice at once', async () => {
    await dueMembers();
    smtp = await startSmtpServer();
    await sendMailTo(ctx.app, smtp);
    const answers = await Promise.all([email(), email()]);
    expect(answers.map((answer) => answer.json().sent).sort()).toEqual([0, 2]);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[ASHA.email], [RAVI.email]]);
    expect(await contacts()).toHaveLength(2);
  });

  it('tries a message once more when the server refuses it, and sends it', async () => {
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    const asha = await memberWithDueTask(ctx, plan, 'dues', ASHA);
    smtp = await startSmtpServer({ refuse: 1 });
    await sendMailTo(ctx.app, smtp);
    expect((await email()).json()).toMatchObject({
      message: 'Sent 1 e-mail.',
      sent: 1,
      failed: [],
    });
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[ASHA.email]]);
    expect(await tasks()).toEqual([{ id: asha.taskId, state: 'done' }]);
  });

  it('reports each member it could not reach after two refusals, leaves their tasks open and logs no contact', async () => {
    const { asha, ravi, meera } = await dueMembers();
    smtp = await startSmtpServer({ refuse: 'always' });
    await sendMailTo(ctx.app, smtp);
    const response = await email();
    const failure = (
      { taskId, memberId }: { taskId: number; memberId: number },
      { name, email }: typeof ASHA,
    ) => ({
      task_id: taskId,
      member_id: memberId,
      name,
      email,
      error: expect.stringContaining('Try again later'),
    });
    expectReply(response, 200, {
      status: 'success',
      message: 'Sent 0 e-mails; 2 failed.',
      sent: 0,
      failed: [failure(asha, ASHA), failure(ravi, RAVI)],
      without_email: 1,
    });
    // The server refused Asha's message twice: Ravi's was not tried against it.
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received).toEqual([]);
    expect(await contacts()).toEqual([]);
    expect((await tasks()).map((task) => task.state)).toEqual(['open', 'open', 'open']);
    expect(meera.taskId).toBeGreaterThan(ravi.taskId);
  });
});
