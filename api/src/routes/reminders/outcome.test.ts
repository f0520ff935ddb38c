import { activityRecords, lastRecordId } from '../../testing/activity-records';
import { addDays, today } from '../../domain/dates';
import { taskOn } from '../../testing/reminders-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

describe('logging a reminder’s outcome', () => {
  const ctx = useSignedInApp();
  const day = (n: number) => addDays(today(), n);
  let member: number;
  let task: number;

  /** Ravi owes ₹1,000 on a 30-day plan he joined 7 days ago: his dues task is due today. */
  beforeEach(async () => {
    const plan = await ctx.members.addPlan('Monthly', 30, 1500);
    member = await ctx.dues.join(plan, 7, { name: 'Ravi Kumar', phone: '9800000009' });
    // The planner's (domain/reminders), made when the queue is read.
    expect((await ctx.reminders.counts()).json()).toMatchObject({ due: 1 });
    task = await taskOn(ctx.app.db, member, day(0));
  });

  const taskRow = () =>
    ctx.app.db
      .selectFrom('reminder_tasks')
      .select(['state', 'due_on', 'done_at'])
      .where('id', '=', task)
      .executeTakeFirstOrThrow();

  it('records the contact and its record, and marks the task done', async () => {
    const since = await lastRecordId(ctx.app);
    const response = await ctx.reminders.outcome(task, {
      channel: 'whatsapp',
      outcome: 'promised',
      promised_on: day(3),
      note: '  Pays on Friday  ',
    });
    expect(response.statusCode).toBe(200);
    const contact = {
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      admin_name: 'test-admin',
      channel: 'whatsapp',
      outcome: 'promised',
      reason: 'Owes ₹1,000 for 7 days',
      promised_on: day(3),
      next_follow_up: null,
      note: 'Pays on Friday',
    };
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Promised to pay: logged for Ravi Kumar.',
      contact,
    });
    expect(await taskRow()).toEqual({ state: 'done', due_on: day(0), done_at: expect.any(String) });
    const stored = await ctx.app.db
      .selectFrom('member_contacts')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ member_id: member, task_id: task, admin_id: 1 });
    const records = await activityRecords(ctx.app, since);
    expect(records).toMatchObject([
      {
        action: 'member.contacted',
        kind: 'members',
        label: 'Ravi Kumar',
        subject_id: member,
        member_id: member,
        data: { task, channel: 'whatsapp', outcome: 'promised', promised_on: day(3) },
      },
    ]);
    // The member's history tells it.
    const history = (await ctx.get(`/members/history/${member}`)).json();
    expect(history.data[0]).toMatchObject({
      what: 'Contacted Ravi Kumar',
      details: expect.stringMatching(
        /^WhatsApp · Promised to pay \(\d+ \w{3} \d{4}\) · Note: Pays on Friday$/,
      ),
    });
  });

  it('with a next follow-up, leaves the task open and due that day', async () => {
    const response = await ctx.reminders.outcome(task, {
      channel: 'call',
      outcome: 'no_answer',
      next_follow_up: day(2),
    });
    expect(response.json()).toMatchObject({
      message: 'No answer: logged for Ravi Kumar.',
      contact: { next_follow_up: day(2), promised_on: null, note: '' },
    });
    expect(await taskRow()).toEqual({ state: 'open', due_on: day(2), done_at: null });
    // Still open: it can be logged again.
    expect(
      (await ctx.reminders.outcome(task, { channel: 'call', outcome: 'reached' })).statusCode,
    ).toBe(200);
    expect(await taskRow()).toMatchObject({ state: 'done', due_on: day(2) });
  });

  it.each([
    [
      'an unknown task',
      404,
      'Reminder not found',
      () => 999,
      { channel: 'call', outcome: 'reached' },
    ],
    [
      'a promise without its day',
      400,
      'Promised date is required',
      null,
      { channel: 'call', outcome: 'promised' },
    ],
    [
      'a promise for yesterday',
      400,
      'Promised date cannot be before today',
      null,
      { channel: 'call', outcome: 'promised', promised_on: addDays(today(), -1) },
    ],
    [
      'a promise with a follow-up',
      400,
      'A promise is followed up after its date: leave Next follow-up empty',
      null,
      {
        channel: 'call',
        outcome: 'promised',
        promised_on: addDays(today(), 2),
        next_follow_up: addDays(today(), 3),
      },
    ],
    [
      'a follow-up today',
      400,
      'Next follow-up must be after today',
      null,
      { channel: 'call', outcome: 'no_answer', next_follow_up: today() },
    ],
    [
      'a follow-up in the past',
      400,
      'Next follow-up must be after today',
      null,
      { channel: 'call', outcome: 'no_answer', next_follow_up: addDays(today(), -2) },
    ],
    ['an unknown channel', 400, undefined, null, { channel: 'sms', outcome: 'sent' }],
    ['an unknown outcome', 400, undefined, null, { channel: 'call', outcome: 'paid' }],
    [
      'a note over 500 characters',
      400,
      undefined,
      null,
      { channel: 'call', outcome: 'sent', note: 'x'.repeat(501) },
    ],
  ] as const)('refuses %s, changing nothing', async (_, status, message, id, body) => {
    const before = await tableFingerprints(ctx.app);
    const response = await ctx.reminders.outcome(id ? id() : task, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: 'failed', ...(message ? { message } : {}) });
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });

  it.each(['done', 'closed'] as const)(
    'refuses a task %s with 409, changing nothing',
    async (state) => {
      await ctx.app.db
        .updateTable('reminder_tasks')
        .set({ state })
        .where('id', '=', task)
        .execute();
      const before = await tableFingerprints(ctx.app);
      const response = await ctx.reminders.outcome(task, { channel: 'call', outcome: 'reached' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'This reminder is no longer open.',
      });
      expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    },
  );

  it('lists a member’s contacts newest first, and 404 for a member that is not there', async () => {
    expect((await ctx.reminders.contacts(member)).json()).toEqual({ status: 'success', data: [] });
    await ctx.reminders.outcome(task, {
      channel: 'call',
      outcome: 'no_answer',
      next_follow_up: day(1),
    });
    await ctx.reminders.outcome(task, {
      channel: 'whatsapp',
      outcome: 'sent',
      note: 'Sent the link',
    });
    const response = await ctx.reminders.contacts(member);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([
      { channel: 'whatsapp', outcome: 'sent', note: 'Sent the link', next_follow_up: null },
      { channel: 'call', outcome: 'no_answer', note: '', next_follow_up: day(1) },
    ]);
    expect((await ctx.reminders.contacts(member + 100)).statusCode).toBe(404);
    expect((await ctx.reminders.contacts(member + 100)).json()).toEqual({
      status: 'failed',
      message: `Member ${member + 100} not found.`,
    });
  });

  it('shows a Trainer (members.view without money) the contacts without the amounts', async () => {
    await ctx.reminders.outcome(task, { channel: 'call', outcome: 'reached' });
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const response = await ctx.get(`/members/${member}/contacts`, { cookie: trainer.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([{ reason: 'Owes for 7 days', outcome: 'reached' }]);
    // The queue itself is for those who take payments.
    expect((await ctx.get('/reminders', { cookie: trainer.cookie })).statusCode).toBe(403);
  });
});
