import { keptSince } from '../domain/trash/items';
import { beforeCall, normalAnswer, requestsTo, walkedGym, walkOrder } from '../testing/route-calls';
import { changedTables, tableFingerprints, type Route } from '../testing/route-table';
import type { SignedInApp } from '../testing/signed-in-app';
import { ADMIN } from '../testing/test-app';

/** The methods that read. */
const READS = ['GET', 'HEAD'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * No read writes (docs/security.md): reminder tasks are planned by the writes that change a member
 * and by the job, old deleted items removed by the hourly purge, never by a list, a count or the
 * bell. The walked gym is given what a read that wrote would write: a day whose pass over every
 * member has not been made, members marked for planning, and a deleted item past its 30 days.
 * Then the Owner sends every GET and HEAD route as the role walk does: each answers normally, and
 * no table changes.
 */
describe('every read', () => {
  let gym: SignedInApp;
  let routes: Route[];
  beforeAll(async () => {
    ({ gym, routes } = await walkedGym());
    const { db } = gym.app;
    await db.updateTable('reminder_settings').set({ planned_on: '' }).execute();
    await db
      .insertInto('reminder_dirty')
      .values([{ member_id: 1 }, { member_id: 2 }])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .updateTable('deleted_items')
      .set({ deleted_at: keptSince(Date.now() - DAY_MS) })
      .where('kind', '=', 'members')
      .execute();
  });
  afterAll(() => gym.close());

  it('leaves every table as it was, with reminders to plan and a deleted item to remove', async () => {
    const problems: string[] = [];
    const reads = walkOrder(routes).filter((route) => READS.includes(route.method));
    expect(reads.map((route) => route.key)).toEqual(
      expect.arrayContaining(['GET /reminders', 'GET /reminders/counts', 'GET /deleted']),
    );
    // Every table read once before the reads and once after (a reading per request would take
    // the walk past the test's time on a busy machine).
    const before = await tableFingerprints(gym.app);
    for (const route of reads) {
      const requests = await requestsTo(route, { password: ADMIN.password });
      if ('missing' in requests) {
        problems.push(requests.missing);
        continue;
      }
      if (await beforeCall(gym.app, route.key, { id: 1 }))
        problems.push(`${route.key}: what beforeCall writes would count as the read's`);
      for (const request of requests) {
        const response = await gym.app.inject({
          ...request,
          headers: { ...request.headers, cookie: gym.cookie },
        });
        if (!normalAnswer(route.key, response.statusCode))
          problems.push(`${route.key} (${request.url}) answered ${response.statusCode}`);
      }
    }
    const changed = changedTables(before, await tableFingerprints(gym.app));
    if (changed.length) problems.push(`the reads wrote to ${changed.join(', ')}`);
    expect(problems).toEqual([]);
    // What the reads left is still there for the writes and the job.
    expect(
      (await gym.app.db.selectFrom('reminder_dirty').select('member_id').execute()).length,
    ).toBeGreaterThan(0);
  });
});
