import fs from 'node:fs';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import { ADMIN } from '../../testing/test-app';
import { migratedTestDatabase, testDataDir } from '../../testing/test-database';

const NEW_PASSWORD = 'a-brand-new-password';

/**
 * Two API processes on one PostgreSQL database, as a scaled-out deployment runs them, at the real
 * password cost: the login limit and the sessions' binding hold across instances, not only
 * within one process's event loop.
 */
describe('two API instances on one database', () => {
  const dataDir = testDataDir();
  let database: Awaited<ReturnType<typeof migratedTestDatabase>>;
  let instances: ApiProcess[] = [];

  beforeAll(async () => {
    database = await migratedTestDatabase(dataDir, 'postgres');
    const env = {
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '10',
    };
    // Both start at once, as a deployment's do; one that fails must not leave the other running.
    const started = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
    instances = started.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    const failed = started.find(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    if (failed) throw failed.reason;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request to the `i`th instance, round-robin; `client` is what the trusted proxy names. */
  const send = (i: number, url: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(`${instances[i % 2]!.base}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const signIn = (i: number, password: string, client: string) =>
    send(
      i,
      '/members/admin_login',
      { username: ADMIN.username, password },
      {
        'x-forwarded-for': client,
      },
    );
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith('spotter_session='))
      ?.split(';')[0];

  it('checks at most the limit of 40 wrong passwords sent at once to both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(i, `wrong-${i}`, '203.0.113.7')),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect([count(401), count(429)]).toEqual([10, 30]);
  }, 60_000);

  it('leaves no working session made with the old password, however 60 logins race a change', async () => {
    const changer = cookieOf(await signIn(0, ADMIN.password, '198.51.100.1'));
    expect(changer).toBeDefined();
    // Logins kept in flight on both instances all through the change (ten at a time, each from
    // its own address: the limit is not what this test is about), so some have read the old
    // hash when it commits and write their sessions after.
    const answers: Response[] = [];
    let sent = 0;
    let changed: Promise<Response> | undefined;
    const worker = async () => {
      while (sent < 60) {
        const i = sent++;
        if (i === 10)
          changed = send(
            1,
            '/members/change_password',
            { current_password: ADMIN.password, new_password: NEW_PASSWORD },
            { cookie: changer! },
          );
        answers.push(await signIn(i, ADMIN.password, `192.0.2.${i + 1}`));
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect((await changed!).status).toBe(200);
    const cookies = answers.map(cookieOf).filter((cookie) => cookie !== undefined);
    const working = await Promise.all(
      cookies.flatMap((cookie) =>
        [0, 1].map(async (i) => (await send(i, '/members/admin_me', undefined, { cookie })).status),
      ),
    );
    expect(working.filter((status) => status === 200)).toHaveLength(0);
    expect((await send(0, '/members/admin_me', undefined, { cookie: changer! })).status).toBe(200);
    expect(cookieOf(await signIn(1, NEW_PASSWORD, '198.51.100.1'))).toBeDefined();
  }, 60_000);
});
