import {
  DEFAULT_REMINDER_RULES,
  REMINDER_MESSAGES,
  type ReminderRuleInput,
  type ReminderSettingsInput,
} from '../../schemas/reminders';
import { expectReply } from '../../testing/expect-reply';
import { day, openOf, TODAY } from '../../testing/planned-reminders';
import { memberWithDueTask, plannedOn } from '../../testing/reminders-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

const NO_SMTP = { host: '', port: null, user: '', from: '' };
const DEFAULTS: ReminderSettingsInput = {
  rules: DEFAULT_REMINDER_RULES.map((rule) => ({ ...rule })),
  upi_id: '',
  smtp: NO_SMTP,
};
const expiry = (days: number, template = 'Hi {name}, see you at {gym}') => ({
  kind: 'expiry' as const,
  days,
  template,
});
const withRules = (rules: ReminderRuleInput[]) => ({ ...DEFAULTS, rules });
const ruleOf = (kind: string): ReminderRuleInput => ({
  ...DEFAULT_REMINDER_RULES.find((rule) => rule.kind === kind)!,
});
const [duesRule, promiseRule] = [ruleOf('dues'), ruleOf('promise')];

describe('reminder settings', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  const put = (body: unknown, cookie = ctx.cookie) =>
    ctx.send('PUT', '/reminders/settings', body, { cookie });

  it('answers the seeded rules in order (expiry by day, dues, promise), no UPI ID, no SMTP server, and the gym’s name', async () => {
    const response = await ctx.get('/reminders/settings');
    expectReply(response, 200, {
      status: 'success',
      rules: DEFAULT_REMINDER_RULES.map((rule) => ({ id: expect.any(Number), ...rule })),
      upi_id: '',
      smtp: { ...NO_SMTP, password_set: false },
      gym_name: 'Iron Temple',
    });
  });

  it('refuses each broken rule, UPI ID and SMTP server with its message, and writes nothing', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => expiry(i - 5));
    const refusals: [unknown, string][] = [
      [withRules([expiry(61), duesRule, promiseRule]), REMINDER_MESSAGES.offsetRange],
      [withRules([expiry(-61), duesRule, promiseRule]), REMINDER_MESSAGES.offsetRange],
      [withRules([expiry(-3), expiry(-3), duesRule, promiseRule]), REMINDER_MESSAGES.offsetTwice],
      [withRules([...eleven, duesRule]), REMINDER_MESSAGES.tooManyRules],
      [withRules([...eleven, duesRule, promiseRule]), REMINDER_MESSAGES.tooManyRules],
      [withRules([{ ...duesRule, days: 0 }, promiseRule]), REMINDER_MESSAGES.everyRange],
      [withRules([{ ...duesRule, days: 91 }, promiseRule]), REMINDER_MESSAGES.everyRange],
      [withRules([expiry(-3), promiseRule]), REMINDER_MESSAGES.oneDuesRule],
      [withRules([expiry(-3), duesRule]), REMINDER_MESSAGES.oneDuesRule],
      [withRules([duesRule, duesRule, promiseRule]), REMINDER_MESSAGES.oneDuesRule],
      [withRules([expiry(-3, ' \n '), duesRule, promiseRule]), REMINDER_MESSAGES.templateRequired],
      [
        withRules([expiry(-3), { ...duesRule, template: 'Pay {amount} now' }, promiseRule]),
        REMINDER_MESSAGES.unknownPlaceholder('amount'),
      ],
      [{ ...DEFAULTS, upi_id: 'irontemple' }, REMINDER_MESSAGES.upi],
      [{ ...DEFAULTS, upi_id: 'iron temple@okaxis' }, REMINDER_MESSAGES.upi],
      [{ ...DEFAULTS, upi_id: 'irontemple@1bank' }, REMINDER_MESSAGES.upi],
      [
        { ...DEFAULTS, smtp: { ...NO_SMTP, host: 'smtp.example.com' } },
        REMINDER_MESSAGES.smtpIncomplete,
      ],
      [
        { ...DEFAULTS, smtp: { ...NO_SMTP, port: 587, from: 'desk@example.com' } },
        REMINDER_MESSAGES.smtpIncomplete,
      ],
      [{ ...DEFAULTS, smtp: { ...NO_SMTP, user: 'desk' } }, REMINDER_MESSAGES.smtpIncomplete],
      [{ ...DEFAULTS, smtp: { ...NO_SMTP, password: 'secret' } }, REMINDER_MESSAGES.smtpIncomplete],
      [
        { ...DEFAULTS, smtp: { host: 'smtp.example.com', port: 0, user: '', from: 'a@b.co' } },
        REMINDER_MESSAGES.smtpPort,
      ],
      [
        { ...DEFAULTS, smtp: { host: 'smtp.example.com', port: 65536, user: '', from: 'a@b.co' } },
        REMINDER_MESSAGES.smtpPort,
      ],
    ];
    const before = await tableFingerprints(ctx.app);
    const answers = [];
    for (const [body] of refusals) {
      const response = await put(body);
      answers.push([response.statusCode, response.json().message]);
    }
    expect(answers).toEqual(refusals.map(([, message]) => [400, message]));
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });

  it('needs reminders.manage: a Front desk account is refused both, and nothing is written', async () => {
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    const before = await tableFingerprints(ctx.app);
    expect((await ctx.get('/reminders/settings', { cookie: desk.cookie })).statusCode).toBe(403);
    expect((await put({ ...DEFAULTS, upi_id: 'gym@okaxis' }, desk.cookie)).statusCode).toBe(403);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager', 'manager');
    expect((await ctx.get('/reminders/settings', { cookie: manager.cookie })).statusCode).toBe(200);
  });

  it('keeps the ids of the rules it keeps, removes a rule left out with its tasks, adds new ones, and plans everyone again under them', async () => {
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    const asha = await memberWithDueTask(ctx, plan, 'expiry', {
      name: 'Asha Verma',
      phone: '9812345678',
      email: 'asha@example.com',
    });
    const ravi = await memberWithDueTask(ctx, plan, 'dues', {
      name: 'Ravi Kumar',
      phone: '9812345679',
      email: 'ravi@example.com',
    });
    await ctx.app.db.updateTable('reminder_settings').set({ planned_on: '2026-01-01' }).execute();
    const seeded = (await ctx.get('/reminders/settings')).json().rules;
    const idOf = (kind: string, days: number) =>
      seeded.find((rule: ReminderRuleInput) => rule.kind === kind && rule.days === days).id;

    // −3 (Asha's task) is left out, 5 is new, the dues rule's message changes.
    const rules = [
      expiry(-7, DEFAULT_REMINDER_RULES[0]!.template),
      expiry(5, 'Hi {name}, we miss you at {gym}!'),
      { ...duesRule, template: `${duesRule.template} Thank you!` },
      promiseRule,
    ];
    const response = await put({ ...DEFAULTS, rules });
    expectReply(response, 200, {
      status: 'success',
      message: REMINDER_MESSAGES.saved,
      rules: [
        { id: idOf('expiry', -7), ...rules[0] },
        { id: expect.any(Number), ...rules[1] },
        { id: idOf('dues', 7), ...rules[2] },
        { id: idOf('promise', 0), ...rules[3] },
      ],
      upi_id: '',
      smtp: { ...NO_SMTP, password_set: false },
      gym_name: 'Iron Temple',
    });
    expect(seeded.map((rule: { id: number }) => rule.id)).not.toContain(
      response.json().rules[1].id,
    );
    const tasks = (await ctx.app.db.selectFrom('reminder_tasks').select('id').execute()).map(
      (task) => task.id,
    );
    expect(tasks).toContain(ravi.taskId);
    expect(tasks).not.toContain(asha.taskId);
    // The save planned every member under the new rules: Asha, 3 days before her expiry, is due
    // for the one a week before it.
    expect(await plannedOn(ctx.app)).toBe(TODAY);
    expect(await openOf(ctx.app.db, asha.memberId)).toEqual([`expiry -7 @${day(-4)}`]);
    expect((await ctx.get('/reminders/settings')).json().rules).toEqual(response.json().rules);
  });

  it('leaves the planner’s day when only messages, the UPI ID or the SMTP server change', async () => {
    await ctx.app.db.updateTable('reminder_settings').set({ planned_on: '2026-01-01' }).execute();
    const rules = DEFAULTS.rules.map((rule) => ({ ...rule, template: `${rule.template} Thanks!` }));
    const response = await put({
      rules,
      upi_id: ' irontemple@okaxis ',
      smtp: { host: 'smtp.example.com', port: 587, user: 'desk', from: 'desk@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().upi_id).toBe('irontemple@okaxis');
    expect(await plannedOn(ctx.app)).toBe('2026-01-01');
  });

  it('keeps the SMTP password when it is left out, clears it with "", and never answers it', async () => {
    const smtp = { host: 'smtp.example.com', port: 587, user: 'desk', from: 'desk@example.com' };
    const stored = async () =>
      (
        await ctx.app.db
          .selectFrom('reminder_settings')
          .select('smtp_password')
          .executeTakeFirstOrThrow()
      ).smtp_password;
    const saved = await put({ ...DEFAULTS, smtp: { ...smtp, password: 'p4ss-word' } });
    expect(saved.json().smtp).toEqual({ ...smtp, password_set: true });
    // Stored sealed (smtp-password-sealed.test.ts).
    const sealed = await stored();
    expect(ctx.app.secrets.open(sealed)).toBe('p4ss-word');
    const kept = await put({ ...DEFAULTS, smtp: { ...smtp, port: 2525 } });
    expect(kept.json().smtp).toEqual({ ...smtp, port: 2525, password_set: true });
    const read = await ctx.get('/reminders/settings');
    expect(read.json().smtp.password_set).toBe(true);
    for (const body of [saved.body, kept.body, read.body]) expect(body).not.toContain('p4ss-word');
    expect(await stored()).toBe(sealed);
    const cleared = await put({ ...DEFAULTS, smtp: { ...smtp, password: '' } });
    expect(cleared.json().smtp.password_set).toBe(false);
    expect(await stored()).toBe('');
  });
});
