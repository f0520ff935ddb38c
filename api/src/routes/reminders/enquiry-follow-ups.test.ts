import { addDays, dayInWords, today } from '../../domain/dates';
import { activityRecords, lastRecordId } from '../../testing/activity-records';
import { branchesClient } from '../../testing/branches-client';
import { enquiryBody } from '../../testing/enquiries-client';
import { memberForm } from '../../testing/members-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';
import { notifications } from '../dashboard/notifications-repository';
import { dueTodayCount, reminderQueue } from './queue-repository';

/**
 * An enquiry's Follow up on day makes a Reminders task of its own kind (docs/product/reminders.md
 * §25, docs/product/enquiries.md §17): due that day, worked like a member's, and kept in line with
 * the enquiry whatever happens to it.
 */
describe('an enquiry’s follow-up in Reminders', () => {
  const ctx = useSignedInApp();
  const day = (n: number) => addDays(today(), n);
  let plan: number;

  beforeEach(async () => {
    plan = await ctx.members.addPlan('Gold', 30, 1500);
  });

  /** Kiran's enquiry about Gold, followed up on `followUp`; answers its id. */
  const enquire = (followUp: string | null, overrides: Record<string, unknown> = {}) =>
    ctx.enquiries.create({ plan_id: plan, follow_up_on: followUp, ...overrides });

  const queue = async (query = '') => {
    const response = await ctx.get(`/reminders${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const counts = async () => {
    const { due, upcoming } = (await ctx.reminders.counts()).json();
    return { due, upcoming };
  };
  /** The enquiry's tasks, oldest first. */
  const tasksOf = (enquiry: number) =>
    ctx.app.db
      .selectFrom('reminder_tasks')
      .select(['id', 'state', 'due_on', 'branch_id'])
      .where('enquiry_id', '=', enquiry)
      .orderBy('id')
      .execute();
  const openTask = async (enquiry: number) =>
    (await tasksOf(enquiry)).find((task) => task.state === 'open')!.id;

  it('is Due today on its day with the enquiry’s name, phone, plan and note, ready for WhatsApp and a call', async () => {
    const enquiry = await enquire(day(0));
    const task = await openTask(enquiry);
    const message =
      'Hi Kiran Shah, thank you for asking about the Gold membership at Spotter. Would you like to visit us this week? We are happy to help you get started.';
    expect(await queue()).toEqual({
      total: 1,
      data: [
        {
          id: task,
          member_id: null,
          enquiry: { id: enquiry, plan_name: 'Gold', note: 'Asked about mornings' },
          name: 'Kiran Shah',
          phone: '9811122233',
          email: null,
          kind: 'enquiry',
          due_on: day(0),
          reason: 'Enquiry follow-up',
          message,
          whatsapp_url: `https://wa.me/919811122233?text=${encodeURIComponent(message)}`,
          tel_url: 'tel:9811122233',
          last_contact: null,
          home_branch_id: 1,
        },
      ],
    });
    expect(await counts()).toEqual({ due: 1, upcoming: 0 });
    // The bell and the dashboard count it with the rest.
    expect((await ctx.get('/dashboard/notifications')).json()).toEqual({
      total: 1,
      data: [
        {
          task_id: task,
          member_id: null,
          enquiry_id: enquiry,
          name: 'Kiran Shah',
          kind: 'enquiry',
          reason: 'Enquiry follow-up',
        },
      ],
    });
    expect((await ctx.get('/dashboard/summary')).json()).toMatchObject({ reminders_due_today: 1 });
    // Found by the enquirer's name or phone; without a plan, the message asks about joining.
    expect((await queue('?q=kiran')).total).toBe(1);
    expect((await queue('?q=22233')).total).toBe(1);
    expect((await queue('?q=Ravi')).total).toBe(0);
    const planless = await enquire(day(0), {
      name: 'Meera Iyer',
      phone: '9822000000',
      plan_id: null,
    });
    const listed = (await queue('?q=Meera')).data[0];
    expect(listed.enquiry).toEqual({ id: planless, plan_name: null, note: 'Asked about mornings' });
    expect(listed.message).toBe(
      'Hi Meera Iyer, thank you for asking about joining Spotter. Would you like to visit us this week? We are happy to help you get started.',
    );
  });

  it('is not due before its day: Upcoming within the week, then Due today, the counts and the bell from that day on', async () => {
    await enquire(day(1));
    await enquire(day(9), { name: 'Later Enquirer', phone: '9822000009' });
    expect((await queue()).total).toBe(0);
    expect(await counts()).toEqual({ due: 0, upcoming: 1 });
    expect((await queue('?tab=upcoming')).data).toMatchObject([
      { name: 'Kiran Shah', reason: `Enquiry follow-up on ${dayInWords(day(1))}` },
    ]);
    expect((await ctx.get('/dashboard/notifications')).json()).toEqual({ total: 0, data: [] });
    // Tomorrow, and the day after: due, however late.
    const words = reminderQueue(ctx.app.db, 'Spotter');
    const page = { offset: 0, limit: 10, term: '' };
    expect((await words.page('due', page, day(1))).data).toMatchObject([
      { name: 'Kiran Shah', reason: 'Enquiry follow-up' },
    ]);
    expect((await words.page('due', page, day(3))).data).toMatchObject([
      { name: 'Kiran Shah', reason: `Enquiry follow-up since ${dayInWords(day(1))}` },
    ]);
    expect(await dueTodayCount(ctx.app.db, day(1))).toBe(1);
    expect(await notifications(ctx.app.db, day(1))).toMatchObject({
      total: 1,
      data: [{ kind: 'enquiry', name: 'Kiran Shah' }],
    });
    // An account that may not see money still has it in the bell (it names no amount).
    expect(await notifications(ctx.app.db, day(1), { dues: false })).toMatchObject({ total: 1 });
  });

  it('logs an outcome: a next follow-up moves the enquiry’s Follow up on and the task; then done, the day cleared', async () => {
    const enquiry = await enquire(day(0));
    const task = await openTask(enquiry);
    const since = await lastRecordId(ctx.app);
    const response = await ctx.reminders.outcome(task, {
      channel: 'call',
      outcome: 'reached',
      next_follow_up: day(2),
      note: 'Visits on Saturday',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Reached: logged for Kiran Shah.',
      contact: {
        channel: 'call',
        outcome: 'reached',
        reason: 'Enquiry follow-up',
        next_follow_up: day(2),
        promised_on: null,
        note: 'Visits on Saturday',
      },
    });
    expect((await ctx.enquiries.get(enquiry)).json()).toMatchObject({
      status: 'Contacted',
      follow_up_on: day(2),
    });
    expect(await tasksOf(enquiry)).toEqual([
      { id: task, state: 'open', due_on: day(2), branch_id: 1 },
    ]);
    expect(await counts()).toEqual({ due: 0, upcoming: 1 });
    expect(await activityRecords(ctx.app, since)).toMatchObject([
      {
        action: 'enquiry.contacted',
        kind: 'enquiries',
        label: 'Kiran Shah',
        subject_id: enquiry,
        member_id: null,
        data: {
          task,
          channel: 'call',
          outcome: 'reached',
          next_follow_up: day(2),
          note: 'Visits on Saturday',
          changes: { status: ['New', 'Contacted'], follow_up_on: [day(0), day(2)] },
        },
      },
    ]);
    const stored = await ctx.app.db
      .selectFrom('member_contacts')
      .select(['member_id', 'enquiry_id', 'task_id'])
      .execute();
    expect(stored).toEqual([{ member_id: null, enquiry_id: enquiry, task_id: task }]);

    // Not interested: the task is done, the enquiry Lost and its day cleared.
    expect(
      (
        await ctx.reminders.outcome(task, { channel: 'whatsapp', outcome: 'not_interested' })
      ).json(),
    ).toMatchObject({ message: 'Not interested: logged for Kiran Shah.' });
    expect((await ctx.enquiries.get(enquiry)).json()).toMatchObject({
      status: 'Lost',
      follow_up_on: null,
    });
    expect(await tasksOf(enquiry)).toEqual([
      { id: task, state: 'done', due_on: day(2), branch_id: 1 },
    ]);
    expect(await counts()).toEqual({ due: 0, upcoming: 0 });
    const done = await queue('?tab=done');
    expect(done.data).toMatchObject([
      {
        id: task,
        kind: 'enquiry',
        last_contact: {
          outcome: 'not_interested',
          reason: `Enquiry follow-up on ${dayInWords(day(2))}`,
        },
      },
    ]);
    const trail = (await ctx.get('/activity?page=1&page_size=5')).json();
    expect(trail.data[0]).toMatchObject({
      what: 'Followed up enquiry Kiran Shah',
      details: `WhatsApp · Not interested · Status: Contacted → Lost; Follow up on: ${dayInWords(day(2))} → —`,
    });
  });

  it('logs an outcome without a next follow-up as done, the enquiry Contacted and its day cleared; No answer leaves it New', async () => {
    const reached = await enquire(day(0));
    const unanswered = await enquire(day(0), { name: 'Meera Iyer', phone: '9822000000' });
    await ctx.reminders.outcome(await openTask(reached), { channel: 'whatsapp', outcome: 'sent' });
    await ctx.reminders.outcome(await openTask(unanswered), {
      channel: 'call',
      outcome: 'no_answer',
      next_follow_up: day(1),
    });
    expect((await ctx.enquiries.get(reached)).json()).toMatchObject({
      status: 'Contacted',
      follow_up_on: null,
    });
    expect((await ctx.enquiries.get(unanswered)).json()).toMatchObject({
      status: 'New',
      follow_up_on: day(1),
    });
    expect((await tasksOf(reached)).map((task) => task.state)).toEqual(['done']);
    // The day set again makes a new task; the done one stays done.
    await ctx.enquiries.edit(reached, {
      ...enquiryBody,
      plan_id: plan,
      status: 'Contacted',
      follow_up_on: day(4),
    });
    expect((await tasksOf(reached)).map((task) => [task.state, task.due_on])).toEqual([
      ['done', day(0)],
      ['open', day(4)],
    ]);
  });

  it.each([
    [
      'a promise to pay',
      { channel: 'call', outcome: 'promised', promised_on: addDays(today(), 2) },
      'An enquiry has nothing to pay: choose another outcome',
    ],
    [
      'Not interested with a next follow-up',
      { channel: 'call', outcome: 'not_interested', next_follow_up: addDays(today(), 2) },
      'Not interested closes the enquiry: leave Next follow-up empty',
    ],
    [
      'a next follow-up today',
      { channel: 'call', outcome: 'no_answer', next_follow_up: today() },
      'Next follow-up must be after today',
    ],
  ])('refuses %s with 400, changing nothing', async (_, body, message) => {
    const task = await openTask(await enquire(day(0)));
    const before = await tableFingerprints(ctx.app);
    const response = await ctx.reminders.outcome(task, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });

  it('follows the enquiry: a day moved moves it, cleared or Lost closes it, a conversion or a delete leaves none, a restore brings it back', async () => {
    const enquiry = await enquire(day(0));
    const task = await openTask(enquiry);
    const edit = (fields: Record<string, unknown>) =>
      ctx.enquiries.edit(enquiry, { ...enquiryBody, plan_id: plan, ...fields });
    expect((await edit({ follow_up_on: day(3) })).statusCode).toBe(200);
    expect(await tasksOf(enquiry)).toEqual([
      { id: task, state: 'open', due_on: day(3), branch_id: 1 },
    ]);
    expect(await counts()).toEqual({ due: 0, upcoming: 1 });
    await edit({ follow_up_on: null });
    expect((await tasksOf(enquiry)).map((t) => t.state)).toEqual(['closed']);
    expect(await counts()).toEqual({ due: 0, upcoming: 0 });
    await edit({ follow_up_on: day(0) });
    expect(await counts()).toEqual({ due: 1, upcoming: 0 });
    await edit({ follow_up_on: day(0), status: 'Lost' });
    expect((await queue()).total).toBe(0);
    await edit({ follow_up_on: day(0), status: 'Contacted' });
    expect((await queue()).total).toBe(1);

    // Deleted: no task left; restored: open again as it was.
    const open = await openTask(enquiry);
    expect((await ctx.enquiries.remove(enquiry)).statusCode).toBe(200);
    expect(await tasksOf(enquiry)).toEqual([]);
    expect(await counts()).toEqual({ due: 0, upcoming: 0 });
    const restored = await ctx.deleted.restore(await ctx.deleted.idOf('enquiries', enquiry));
    expect(restored.statusCode).toBe(200);
    expect(await openTask(enquiry)).toBe(open);
    expect((await tasksOf(enquiry)).map((t) => t.state)).toEqual(['closed', 'closed', 'open']);
    expect(await counts()).toEqual({ due: 1, upcoming: 0 });

    // Converted into a member: the task is closed with the enquiry Joined.
    const added = await ctx.members.add({
      ...memberForm,
      name: 'Kiran Shah',
      phone: '9811122233',
      plan: String(plan),
      enquiry_id: String(enquiry),
    });
    expect(added.statusCode).toBeLessThan(300);
    expect((await tasksOf(enquiry)).every((t) => t.state !== 'open')).toBe(true);
    expect((await queue()).data.map((t: { kind: string }) => t.kind)).not.toContain('enquiry');
  });

  it('belongs to the enquiry’s branch, and is for those who take payments', async () => {
    const baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const added = await ctx.send('POST', `/enquiries/add_enquiry?branch=${baner}`, {
      ...enquiryBody,
      plan_id: plan,
      follow_up_on: day(0),
    });
    expect(added.statusCode).toBe(201);
    const enquiry = added.json().enquiry.id;
    const task = await openTask(enquiry);
    expect((await queue(`?branch=${baner}`)).data).toMatchObject([
      { id: task, home_branch_id: baner },
    ]);
    expect((await queue('?branch=1')).total).toBe(0);
    expect((await ctx.get(`/reminders/counts?branch=1`)).json()).toMatchObject({ due: 0 });
    expect((await ctx.get(`/reminders/counts?branch=${baner}`)).json()).toMatchObject({ due: 1 });

    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const before = await tableFingerprints(ctx.app);
    const elsewhere = await ctx.send('POST', `/reminders/${task}/outcome?branch=1`, {
      channel: 'call',
      outcome: 'reached',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ status: 'failed', message: 'Reminder not found' });
    const refused = await ctx.send(
      'POST',
      `/reminders/${task}/outcome?branch=${baner}`,
      { channel: 'call', outcome: 'reached' },
      { cookie: trainer.cookie },
    );
    expect(refused.statusCode).toBe(403);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    expect((await ctx.get('/reminders', { cookie: trainer.cookie })).statusCode).toBe(403);

    // An Accountant takes payments without managing enquiries: the queue is theirs to work.
    const accountant = await signedInAs(ctx.app, ctx.cookie, 'Accountant');
    const logged = await ctx.send(
      'POST',
      `/reminders/${task}/outcome?branch=${baner}`,
      { channel: 'call', outcome: 'reached' },
      { cookie: accountant.cookie },
    );
    expect(logged.statusCode).toBe(200);
    expect(await tasksOf(enquiry)).toEqual([
      { id: task, state: 'done', due_on: day(0), branch_id: baner },
    ]);
  });
});
