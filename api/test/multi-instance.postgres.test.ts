// Two API processes on one PostgreSQL database, as behind a load balancer: everything one instance
// writes or decides (members, invoice numbers, sessions, failed logins) holds on the other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from '../src/testing/api-process';
import type { MemberAdded, PlanSaved } from '../src/schemas';
import { memberForm } from '../src/testing/members-client';
import { ADMIN } from '../src/testing/test-app';
import { freshTestDatabase } from '../src/testing/test-database';

const ORIGIN = 'https://gym.example';
const LOGIN_LIMIT = 3;
const MEMBERS = 200;

jest.setTimeout(120_000);

describe('two API instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let dataDir: string;
  let a: ApiProcess;
  let b: ApiProcess;
  let cookie: string;

  beforeAll(async () => {
    database = await freshTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-instances-'));
    const env = {
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ALLOWED_ORIGINS: ORIGIN,
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    };
    // Started together on an empty database: both migrate and create the first admin at once.
    const started = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
    const [first, second] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    // Whichever started is stopped after all, even if the other did not.
    [a, b] = [first!, second!];
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    cookie = await login(a, ADMIN.password).then(sessionOf);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request as the host's pages send it through the balancer: same origin, with the session. */
  const send = (instance: ApiProcess, url: string, init: RequestInit = {}, session = cookie) =>
    fetch(`${instance.base}${url}`, {
      ...init,
      headers: { origin: ORIGIN, cookie: session, ...init.headers },
    });
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return { method: 'POST', body };
  };
  const login = (instance: ApiProcess, password: string) =>
    send(instance, '/members/admin_login', form({ username: ADMIN.username, password }), '');
  const read = <T>(response: Response) => response.json() as Promise<T>;
  const sessionOf = (response: Response) => {
    const token = /spotter_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error(`no session cookie in answer ${response.status}`);
    return `spotter_session=${token}`;
  };

  it('acknowledges 200 members added at once across both, with consecutive invoice numbers', async () => {
    const plan = await send(a, '/members/add_plan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Monthly', duration_days: 30, price: 1500 }),
    }).then((r) => read<PlanSaved>(r));
    const answers = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) =>
        send(
          i % 2 === 0 ? a : b,
          '/members/add_member',
          form({
            ...memberForm,
            name: `Member ${i}`,
            phone: `+9198${String(i).padStart(8, '0')}`,
            plan: String(plan.plan.id),
          }),
        ).then(async (r) => ({ status: r.status, body: await read<MemberAdded>(r) })),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    expect(answers.every((answer) => answer.body.status === 'success')).toBe(true);

    const numbers = answers
      .map((answer) => Number(/^INV-(\d+)$/.exec(answer.body.invoice_number)?.[1]))
      .sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(MEMBERS);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: MEMBERS }, (_, i) => first + i));

    const list = await send(b, '/members/view_members?page=1&page_size=1').then((r) =>
      read<{ total: number }>(r),
    );
    expect(list.total).toBe(MEMBERS);
  });

  it('honours a session made on one instance on the other, until it is ended on either', async () => {
    const session = await login(a, ADMIN.password).then(sessionOf);
    expect((await send(b, '/members/admin_me', {}, session)).status).toBe(200);
    expect((await send(a, '/members/admin_logout', { method: 'POST' }, session)).status).toBe(200);
    expect((await send(b, '/members/admin_me', {}, session)).status).toBe(401);
  });

  it('counts failed logins on both instances towards one limit', async () => {
    const statuses = [];
    for (let i = 0; i < LOGIN_LIMIT; i += 1)
      statuses.push((await login(i % 2 === 0 ? a : b, 'wrong-password')).status);
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
    for (const instance of [a, b]) {
      const refused = await login(instance, 'wrong-password');
      expect(refused.status).toBe(429);
      expect((await read<{ message: string }>(refused)).message).toBe(
        'Too many login attempts. Please wait a minute and try again.',
      );
    }
  });
});
