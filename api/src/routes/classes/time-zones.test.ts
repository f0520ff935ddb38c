import fs from 'node:fs';
import { mondayOf } from '../../domain/class-times';
import { addDays } from '../../domain/dates';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import { ADMIN } from '../../testing/test-app';
import { migratedTestDatabase, testDataDir } from '../../testing/test-database';

/**
 * Sessions are generated in the gym's time zone (Asia/Kolkata by default), whatever the server's
 * (docs/product/classes.md): the API as a deployment runs it, its own process, with TZ=UTC and
 * with TZ=America/New_York, on one database. Each generates a week of Monday slots at 00:30,
 * 06:00 and 23:30, and every session is on Monday at that time in India: the instants are written
 * out here, not computed.
 */
/** What the calls below answer, as far as the test reads them. */
interface Answer {
  class_type: { id: number };
  week: string;
  time_zone: string;
  sessions: { day: string; start_time: string; starts_at: string }[];
}

describe('sessions in the gym’s time zone, whatever the server’s', () => {
  const dataDir = testDataDir();
  let database: Awaited<ReturnType<typeof migratedTestDatabase>>;
  const started: ApiProcess[] = [];

  beforeAll(async () => {
    database = await migratedTestDatabase(dataDir);
  });
  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The API in its own process with the server's time zone `tz`, and a signed-in request. */
  async function apiAt(tz: string) {
    const api = await startApiProcess({
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      TZ: tz,
    });
    started.push(api);
    const login = await fetch(`${api.base}/members/admin_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('spotter_session='))!
      .split(';')[0]!;
    return (url: string, body?: object) =>
      fetch(`${api.base}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(async (response) => ({
        status: response.status,
        json: (await response.json()) as Answer,
      }));
  }

  it('puts 00:30, 06:00 and 23:30 Monday sessions on Monday in India, at TZ=UTC and at TZ=America/New_York', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const weeks: [string, string][] = [
      ['UTC', mondayOf(addDays(today, 14))],
      ['America/New_York', mondayOf(addDays(today, 21))],
    ];
    for (const [tz, monday] of weeks) {
      const send = await apiAt(tz);
      if (tz === 'UTC') {
        const type = await send('/classes/types', {
          name: 'Yoga',
          duration_minutes: 60,
          capacity: 5,
        });
        expect(type.status).toBe(201);
        for (const start_time of ['00:30', '06:00', '23:30'])
          expect(
            (
              await send('/classes/slots', {
                class_type_id: type.json.class_type.id,
                weekday: 1,
                start_time,
              })
            ).status,
          ).toBe(201);
      }
      const week = await send(`/classes/week?week=${addDays(monday, 3)}`);
      expect(week.status).toBe(200);
      expect({ tz, week: week.json.week, time_zone: week.json.time_zone }).toEqual({
        tz,
        week: monday,
        time_zone: 'Asia/Kolkata',
      });
      const sunday = addDays(monday, -1);
      expect(week.json.sessions.map((s) => [s.day, s.start_time, s.starts_at])).toEqual([
        [monday, '00:30', `${sunday}T19:00:00.000Z`],
        [monday, '06:00', `${monday}T00:30:00.000Z`],
        [monday, '23:30', `${monday}T18:00:00.000Z`],
      ]);
    }
  }, 120_000);
});
