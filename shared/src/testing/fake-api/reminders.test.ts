import {
  ContactList,
  Failed,
  OutcomeLogged,
  PendingPage,
  ReminderCounts,
  ReminderPage,
  ReminderSettings,
  ReminderSettingsSaved,
  RemindersEmailed,
} from '@spotter/api/contract';
import type { TSchema } from 'typebox';
import { paths, pathTo } from '@spotter/api/paths';
import { message, send, shaped } from './json-calls';
import { fakeAdmin, fakeApi, fakeRole, fakeToday, sampleMember, sampleTask } from '.';

// The reminder routes of the fake, checked against the API's schemas and its refusals, as
// fake-api.test.ts checks the others.

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return fakeToday(date);
};

const seed = () =>
  fakeApi({
    members: [sampleMember(1, { due_amount: 2500 }), sampleMember(2), sampleMember(3)],
    reminders: {
      tasks: [
        sampleTask(1, { kind: 'dues', reason: 'Owes ₹2,500 for 12 days', email: 'a@x.co' }),
        sampleTask(2, { email: 'refuses@x.co', due_on: day(-1) }),
        sampleTask(3, { due_on: day(3) }),
        sampleTask(4, { member_id: 1, due_on: day(20) }),
      ],
      refusedEmails: { 'refuses@x.co': '550 Mailbox unavailable' },
    },
  });

const settingsInput = {
  rules: [
    { kind: 'expiry', days: -3, template: 'Hi {name}, {expiry}.' },
    { kind: 'dues', days: 10, template: 'Hi {name}, {due}. {pay_link}' },
    { kind: 'promise', days: 0, template: 'Hi {name}.' },
  ],
  upi_id: 'gym@upi',
  smtp: { host: 'smtp.example.in', port: 587, user: 'desk', password: 'pw', from: 'desk@gym.in' },
};

type Case = [method: string, path: string, status: number, schema: TSchema, json?: object];
const cases: Case[] = [
  ['GET', `${paths.reminders.queue}?tab=due&page=1&page_size=5`, 200, ReminderPage],
  ['GET', `${paths.reminders.queue}?tab=upcoming&page=1&page_size=5&q=member`, 200, ReminderPage],
  ['GET', paths.reminders.counts, 200, ReminderCounts],
  [
    'POST',
    pathTo(paths.reminders.outcome, { id: 1 }),
    200,
    OutcomeLogged,
    { channel: 'call', outcome: 'reached' },
  ],
  [
    'POST',
    pathTo(paths.reminders.outcome, { id: 9 }),
    404,
    Failed,
    { channel: 'call', outcome: 'reached' },
  ],
  ['POST', paths.reminders.email, 409, Failed],
  ['GET', paths.reminders.settings, 200, ReminderSettings],
  ['PUT', paths.reminders.settings, 200, ReminderSettingsSaved, settingsInput],
];

test.each(cases)('%s %s answers %i in the shape of the API’s schema', async (...c) => {
  const [method, path, status, schema, json] = c;
  seed();
  const reply = await send(method, path, json);
  expect(reply.status).toBe(status);
  shaped(schema, reply.body);
});

test('the tabs: due today and before, oldest first; the next seven days; done, latest first; counts beside them', async () => {
  seed();
  const names = async (tab: string) =>
    (
      (await send('GET', `${paths.reminders.queue}?tab=${tab}&page=1&page_size=5`))
        .body as ReminderPage
    ).data.map((t) => t.id);
  expect(await names('due')).toEqual([2, 1]);
  expect(await names('upcoming')).toEqual([3]);
  expect(await names('done')).toEqual([]);
  expect((await send('GET', paths.reminders.counts)).body).toEqual({
    status: 'success',
    due: 2,
    upcoming: 1,
  });
});

test('a promise is refused without its date or with a follow-up; logged, it leaves Due today, names the member and shows on Pending', async () => {
  const api = seed();
  const promise = { channel: 'whatsapp', outcome: 'promised' };
  expect(
    message((await send('POST', pathTo(paths.reminders.outcome, { id: 1 }), promise)).body),
  ).toBe('Promised date is required');
  expect(
    message(
      (
        await send('POST', pathTo(paths.reminders.outcome, { id: 1 }), {
          ...promise,
          promised_on: day(2),
          next_follow_up: day(3),
        })
      ).body,
    ),
  ).toBe('A promise is followed up after its date: leave Next follow-up empty');
  const logged = await send('POST', pathTo(paths.reminders.outcome, { id: 1 }), {
    ...promise,
    promised_on: day(2),
  });
  expect(message(logged.body)).toBe('Promised to pay: logged for Member 01.');
  expect(api.db.reminders.tasks[0]!.state).toBe('done');
  const pending = await send('GET', `${paths.dues.pending}?page=1&page_size=5`);
  shaped(PendingPage, pending.body);
  expect((pending.body as PendingPage).data[0]!.promise).toEqual({ on: day(2), broken: false });
  const again = { ...promise, promised_on: day(2) };
  expect((await send('POST', pathTo(paths.reminders.outcome, { id: 1 }), again)).status).toBe(409);
  // As the API: the body is refused before the task is looked up.
  expect((await send('POST', pathTo(paths.reminders.outcome, { id: 1 }), promise)).status).toBe(
    400,
  );
  const contacts = await send('GET', pathTo(paths.reminders.memberContacts, { id: 1 }));
  shaped(ContactList, contacts.body);
  expect((contacts.body as ContactList).data).toMatchObject([
    { channel: 'whatsapp', outcome: 'promised', promised_on: day(2), admin_name: 'Gym Owner' },
  ]);
});

test('a follow-up keeps the task open until its day; one not after today is refused', async () => {
  const api = seed();
  const body = { channel: 'call', outcome: 'no_answer' };
  const refused = await send('POST', pathTo(paths.reminders.outcome, { id: 1 }), {
    ...body,
    next_follow_up: day(0),
  });
  expect(message(refused.body)).toBe('Next follow-up must be after today');
  await send('POST', pathTo(paths.reminders.outcome, { id: 1 }), {
    ...body,
    next_follow_up: day(2),
  });
  expect(api.db.reminders.tasks[0]).toMatchObject({ state: 'open', due_on: day(2) });
});

test('Send by e-mail: each member with an address is sent to and logged, a refusal listed', async () => {
  const api = seed();
  await send('PUT', paths.reminders.settings, settingsInput);
  const reply = await send('POST', paths.reminders.email);
  shaped(RemindersEmailed, reply.body);
  expect(reply.body).toMatchObject({
    message: 'Sent 1 e-mail; 1 failed.',
    sent: 1,
    failed: [
      { task_id: 2, name: 'Member 02', email: 'refuses@x.co', error: '550 Mailbox unavailable' },
    ],
    without_email: 0,
  });
  expect(api.db.reminders.tasks[0]!.last_contact).toMatchObject({
    channel: 'email',
    outcome: 'sent',
  });
});

test('settings keep a rule’s id while its kind and day stay, never answer the password, and need reminders.manage', async () => {
  seed();
  const saved = (await send('PUT', paths.reminders.settings, settingsInput))
    .body as ReminderSettings;
  expect(saved.rules.map((r) => [r.id, r.days])).toEqual([
    [2, -3],
    [8, 10],
    [7, 0],
  ]);
  expect(saved.smtp).toEqual({
    host: 'smtp.example.in',
    port: 587,
    user: 'desk',
    from: 'desk@gym.in',
    password_set: true,
  });
  const { password: _kept, ...smtp } = settingsInput.smtp;
  const again = await send('PUT', paths.reminders.settings, { ...settingsInput, smtp });
  expect((again.body as ReminderSettings).smtp.password_set).toBe(true);

  fakeApi({ auth: fakeAdmin(fakeRole('Front desk')) });
  expect((await send('GET', paths.reminders.settings)).status).toBe(403);
});
