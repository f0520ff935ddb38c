// PostgreSQL restarting under two API instances that are writing, as a fail-over or a provider's
// maintenance looks to them: they answer 503 meanwhile, stay up, serve again soon after the server
// is back, and the database holds every write they acknowledged, none twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { HEALTH_PROBE } from '../testing/health-probe';
import { memberForm } from '../testing/members-client';
import type { PostgresServer } from '../testing/postgres/server.mjs';
import { ADMIN } from '../testing/test-app';
import { until } from '../testing/until';

const ORIGIN = 'https://gym.example';
const UNAVAILABLE = {
  status: 'failed',
  message: 'The database is unavailable; try again in a moment.',
};
const WRITERS_PER_INSTANCE = 3;
const PAYMENTS = [10, 20, 30];
const RECOVERY_MS = 10_000;

jest.setTimeout(180_000);

describe('PostgreSQL restarting under two API instances', () => {
  let server: PostgresServer;
  let databaseUrl: string;
  let dataDir: string;
  const instances: ApiProcess[] = [];
  let cookie = '';

  beforeAll(async () => {
    // A server of its own: the restart ends every connection, which other tests' would not survive.
    const { startPostgres, createDatabase } = await import('../testing/postgres/server.mjs');
    server = await startPostgres({ inMemory: true });
    databaseUrl = await createDatabase(server.url(), 'spotter');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-failover-'));
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ALLOWED_ORIGINS: ORIGIN,
    };
    // One at a time: the first migrates and creates the admin.
    instances.push(await startApiProcess(env));
    instances.push(await startApiProcess(env));
    const login = new FormData();
    login.append('username', ADMIN.username);
    login.append('password', ADMIN.password);
    const answer = await send(instances[0]!, '/members/admin_login', {
      method: 'POST',
      body: login,
    });
    cookie = /spotter_session=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')![0];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (instance: ApiProcess, url: string, init: RequestInit = {}) =>
    fetch(`${instance.base}${url}`, {
      ...init,
      headers: { origin: ORIGIN, cookie, ...init.headers },
    });
  /** The probe's status; an instance that does not answer fails the test with what it printed. */
  const probe = async (instance: ApiProcess) => {
    try {
      const answer = await fetch(`${instance.base}${HEALTH_PROBE.path}`, {
        headers: HEALTH_PROBE.headers,
      });
      return answer.status;
    } catch (error) {
      const state = instance.alive() ? 'running' : 'exited';
      throw new Error(`${instance.base} did not answer (${state}):\n${instance.output()}`, {
        cause: error,
      });
    }
  };

  it('answers 503 while it is down, serves again within 10 s of its return, and loses or doubles no acknowledged write', async () => {
    const plan = await send(instances[0]!, '/members/add_plan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Monthly', duration_days: 30, price: 1500 }),
    }).then((answer) => answer.json() as Promise<{ plan: { id: number } }>);

    const unexpected: string[] = [];
    const members = new Map<string, number>(); // acknowledged: name → id
    const payments: { member: number; amount: number; invoice: string }[] = [];
    const unavailable = [0, 0];
    const lastWrite = [0, 0];
    let writing = true;

    /** One request: its answer when acknowledged, undefined when 503; anything else is noted. */
    const write = async <T>(i: number, url: string, init: RequestInit, acknowledged: number) => {
      const what = `${init.method} ${url} on instance ${i}`;
      try {
        const answer = await send(instances[i]!, url, init);
        const body = (await answer.json()) as T;
        if (answer.status === acknowledged) {
          lastWrite[i] = Date.now();
          return body;
        }
        if (answer.status === 503 && JSON.stringify(body) === JSON.stringify(UNAVAILABLE)) {
          unavailable[i]! += 1;
          // As a client would: try again in a moment.
          await new Promise((resolve) => setTimeout(resolve, 100));
        } else unexpected.push(`${what}: ${answer.status} ${JSON.stringify(body)}`);
      } catch (error) {
        unexpected.push(`${what}: no answer (${String(error)})`);
      }
      return undefined;
    };

    /** Adds members, each then paid in three distinct amounts, so a doubled write shows. */
    const writer = async (i: number, w: number) => {
      for (let k = 0; writing; k += 1) {
        const name = `Writer ${i}-${w}-${k}`;
        const fields = { ...memberForm, name, phone: `+9197${i}${w}${String(k).padStart(6, '0')}` };
        const body = new FormData();
        for (const [field, value] of Object.entries({ ...fields, plan: String(plan.plan.id) }))
          body.append(field, value);
        const added = await write<{ member_id: number }>(
          i,
          '/members/add_member',
          { method: 'POST', body },
          201,
        );
        if (!added) continue;
        members.set(name, added.member_id);
        for (const amount of PAYMENTS) {
          if (!writing) break;
          const paid = await write<{ invoice_number: string }>(
            i,
            `/payments/record_payment/${added.member_id}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ amount, method: 'cash' }),
            },
            200,
          );
          if (paid)
            payments.push({ member: added.member_id, amount, invoice: paid.invoice_number });
        }
      }
    };
    const writers = instances.flatMap((_, i) =>
      Array.from({ length: WRITERS_PER_INSTANCE }, (__, w) => writer(i, w)),
    );

    try {
      await until(() => members.size >= 10);
      await server.pause();
      // Down: the probe and the writers on both instances hear 503, fast.
      await until(async () => (await Promise.all(instances.map(probe))).every((s) => s === 503));
      await until(() => unavailable.every((n) => n > 0));
      const beforeReturn = members.size;

      await server.resume();
      const back = Date.now();
      // Each instance passes its probe and acknowledges a write again within 10 s.
      await Promise.all(
        instances.map(async (instance, i) => {
          const at = back + RECOVERY_MS;
          await until(async () => (await probe(instance)) === HEALTH_PROBE.healthy, {
            at,
            what: `${instance.base} passing its health probe again`,
          });
          await until(() => lastWrite[i]! > back, {
            at,
            what: `${instance.base} acknowledging a write again`,
          });
        }),
      );
      await until(() => members.size >= beforeReturn + 10);
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    // A 500 names its cause only in the instance's log: shown beside it when this fails.
    const failures = unexpected.length
      ? instances.flatMap((instance) =>
          instance
            .output()
            .split('\n')
            .filter((line) => line.includes('request failed')),
        )
      : [];
    expect({ unexpected, failures }).toEqual({ unexpected: [], failures: [] });
    for (const instance of instances) {
      if (!instance.alive()) throw new Error(`an instance exited:\n${instance.output()}`);
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const stored = await client.query<{ name: string; id: number }>(
        "SELECT name, id FROM members WHERE name LIKE 'Writer %'",
      );
      const ids = new Map(stored.rows.map((row) => [row.name, row.id]));
      expect(ids.size).toBe(stored.rows.length); // no member added twice
      expect([...members].filter(([name, id]) => ids.get(name) !== id)).toEqual([]);

      const doubled = await client.query(
        `SELECT member_id, kind, paid_amount FROM invoices
         GROUP BY member_id, kind, paid_amount HAVING count(*) > 1`,
      );
      expect(doubled.rows).toEqual([]);
      const invoices = await client.query<{ invoice_number: string }>(
        'SELECT invoice_number FROM invoices WHERE invoice_number = ANY($1)',
        [payments.map((payment) => payment.invoice)],
      );
      expect(invoices.rows.length).toBe(payments.length);
    } finally {
      await client.end();
    }
  });
});
