import { activityRecords } from '../../testing/activity-records';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ADMIN } from '../../testing/test-app';

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
    {},
  );

/** Attempts arriving all at once: the limit is counted before the slow password check. */
describe('login limit under a burst', () => {
  const ctx = useSignedInApp({ loginRateLimit: 10 });

  it('checks at most the limit of 40 wrong passwords sent at once, and refuses the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/members/admin_login',
          payload: { username: ADMIN.username, password: `wrong-${i}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    // Each checked password left its refusal: ten were checked, whatever the order.
    const reasons = (await activityRecords(ctx.app))
      .filter((record) => record.action === 'sign_in.refused')
      .map((record) => record.reason);
    expect(reasons.filter((reason) => reason === 'Wrong password')).toHaveLength(10);
    expect(reasons.filter((reason) => reason === 'Too many attempts')).toHaveLength(30);
  });

  it('checks at most the limit of 40 wrong current passwords sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.send('POST', '/members/change_password', {
          current_password: `wrong-${i}`,
          new_password: 'a-brand-new-password',
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: 30 });
    expect((await ctx.get('/members/admin_me')).statusCode).toBe(200);
  });

  it('gives a right password’s count back, so a burst of right ones up to the limit is not refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          ctx.app.inject({ method: 'POST', url: '/members/admin_login', payload: ADMIN }),
        ),
      );
      expect(statuses(answers)).toEqual({ 200: 10 });
    }
    const rows = await ctx.app.db.selectFrom('login_failures').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
