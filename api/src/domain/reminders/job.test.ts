import { failInserts } from '../../testing/break-table';
import { createTestApp, login, type TestAppContext } from '../../testing/test-app';
import { duesClient } from '../../testing/dues-client';
import { startReminderJob } from './job';
import { day } from '../../testing/planned-reminders';
import { until } from '../../testing/until';

describe('startReminderJob', () => {
  let ctx: TestAppContext;
  afterEach(() => ctx?.close());

  it('catches up soon after start and every interval, logs a failure and goes on, and stops on close', async () => {
    ctx = await createTestApp();
    const { app } = ctx;
    let on = day(3);
    let runs = 0;
    const now = () => {
      runs += 1;
      return new Date(`${on}T12:00:00`);
    };
    const errors = jest.spyOn(app.log, 'error');
    const job = startReminderJob(app, { everyMs: 25, firstAfterMs: 1, now });
    const dues = duesClient(app, await login(app));
    const plan = await dues.members.addPlan('Monthly', 30, 1500);
    const member = await dues.join(plan, 25, { paid: '1500', due: '' });
    const plannedOn = async () =>
      (await app.db.selectFrom('reminder_settings').select('planned_on').executeTakeFirstOrThrow())
        .planned_on;
    const tasks = () =>
      app.db
        .selectFrom('reminder_tasks')
        .select('planned_on')
        .where('member_id', '=', member)
        .execute();
    await until(async () => (await plannedOn()) === day(3) && (await tasks()).length > 0);
    // A run that fails is logged, and the next day's run still comes.
    await failInserts(app.db, 'reminder_tasks', 'before', 'disk full');
    on = day(9);
    await until(() =>
      errors.mock.calls.some(([, message]) => message === 'could not plan reminders'),
    );
    expect(await plannedOn()).toBe(day(3));
    // …and the job goes on: another tick comes after the failed one.
    const runsAtFailure = runs;
    await until(() => runs > runsAtFailure);
    const runsBeforeClose = runs;
    await app.close();
    const closedAt = runs;
    // Once closed, a tick (the interval's or this one) runs nothing.
    await job.runNow();
    expect(runsBeforeClose).toBeGreaterThan(2);
    expect(runs).toBe(closedAt);
  });
});
