// A throwaway seeded database served by the built API (api/dist/server.js), signed in. Used by the
// API benchmarks (`pnpm bench:api`, `pnpm bench:unpaged`, `pnpm bench:branches`…).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, startPostgres } from '../../api/src/testing/postgres/server.mjs';
import { ADMIN } from './composed-app.mjs';
import { seedMembers } from './seed-members.mjs';
import { requireFromApi, ROOT } from './setup.mjs';
import { waitFor } from './wait-for.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Signs `account` (the bench's own unless told) in at `base`; answers the session cookie. */
async function signIn(base, account = ADMIN) {
  const form = new FormData();
  for (const [k, v] of Object.entries(account)) form.append(k, v);
  const login = await fetch(`${base}/members/admin_login`, { method: 'POST', body: form });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  return login.headers.get('set-cookie').split(';')[0];
}

/**
 * Seeds `members` members (then runs each of `moreSeeds` on the database folder), starts the API on
 * them and signs in; `get(url)` sends the session. With `postgres` (a server from api/src/testing/postgres/server.mjs),
 * the seeded SQLite database is moved into a new database there by the API's own move command
 * (`db:move-to-postgres`), and the API serves it from PostgreSQL. `instances` API processes share
 * the database (`pids`; `nextBase()` and `get` take them in turn); `nodeArgs` go to each (a profiler), `env` too.
 * `branches` above 1 shares the members out among that many branches (seedMembers's option).
 */
export async function startApi(
  members,
  moreSeeds = [],
  { postgres, instances = 1, nodeArgs = [], env = {}, branches = 1 } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-bench-api-'));
  const seeded = Date.now();
  await seedMembers(dataDir, members, requireFromApi, { branches });
  for (const seed of moreSeeds) await seed(dataDir);
  const seedSeconds = (Date.now() - seeded) / 1000;
  let databaseUrl;
  let moveSeconds;
  if (postgres) {
    databaseUrl = await createDatabase(
      postgres.url(),
      `bench_${members}${branches > 1 ? `_${branches}_branches` : ''}`,
    );
    const { moveToPostgres } = requireFromApi('./dist/db/move/move-to-postgres.js');
    moveSeconds = (await moveToPostgres({ from: dataDir, to: databaseUrl })).seconds;
  }
  const children = [];
  const bases = [];
  for (let i = 0; i < instances; i += 1) {
    const port = await freePort();
    children.push(
      spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
        cwd: path.join(ROOT, 'api'),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          API_HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          // Empty: SQLite, whatever the caller's environment says.
          DATABASE_URL: databaseUrl ?? '',
          LOG_LEVEL: 'warn',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          ...env,
        },
      }),
    );
    bases.push(`http://127.0.0.1:${port}`);
    // One at a time: each migrates (nothing to do after the first) and the first creates the admin.
    await waitFor(`${bases[i]}/members/admin_me`);
  }
  const base = bases[0];
  const cookie = await signIn(base);
  let turn = 0;
  const nextBase = () => bases[turn++ % bases.length];
  return {
    members,
    branches,
    database: postgres ? 'PostgreSQL' : 'SQLite',
    seedSeconds,
    moveSeconds,
    pid: children[0].pid,
    pids: children.map((child) => child.pid),
    nextBase,
    dataDir,
    /** The PostgreSQL database it serves; undefined on SQLite. */
    databaseUrl,
    /** A session of its own, as another desk signing in: the bench's account, or `account`'s. */
    signIn: (account) => signIn(base, account),
    dbMegabytes:
      ['', '-wal'].reduce(
        (sum, suffix) =>
          sum +
          (fs.statSync(path.join(dataDir, `spotter.sqlite${suffix}`), { throwIfNoEntry: false })
            ?.size ?? 0),
        0,
      ) /
      1024 /
      1024,
    get: (url) => fetch(`${nextBase()}${url}`, { headers: { cookie } }),
    async stop() {
      await Promise.all(
        children.map((child) => {
          if (child.exitCode !== null) return undefined;
          child.kill('SIGTERM');
          return new Promise((r) => child.once('exit', r));
        }),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds the API, starts one API per gym of `gyms` on SQLite (`start(gym)` answers it, by
 * startApi), then unless `noPostgres` the same gyms on a throwaway PostgreSQL server
 * (`start(gym, postgres)`: seeded into SQLite again, then moved), and runs `measure(apis)` on them
 * all, SQLite's first; stops every server afterwards, whatever happened.
 */
export async function benchApis(gyms, start, { noPostgres = false } = {}, measure) {
  const build = spawnSync('pnpm', ['--filter', '@spotter/api', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('api build failed');
  const apis = [];
  let postgres;
  try {
    for (const gym of gyms) apis.push(await start(gym));
    if (!noPostgres) {
      postgres = await startPostgres();
      for (const gym of gyms) apis.push(await start(gym, postgres));
    }
    await measure(apis);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await postgres?.stop();
  }
}

/**
 * Calls `api` (one of its instances in turn) with `cookie`: a Buffer body is sent as a file's
 * bytes, any other as JSON. Answers the reply's JSON, and throws the API's message on anything
 * but a 2xx.
 */
export function apiCaller(api, cookie) {
  return async (method, url, body) => {
    const headers = { cookie };
    if (Buffer.isBuffer(body)) headers['content-type'] = 'application/octet-stream';
    else if (body) headers['content-type'] = 'application/json';
    const response = await fetch(`${api.nextBase()}${url}`, {
      method,
      headers,
      body: Buffer.isBuffer(body) || !body ? body : JSON.stringify(body),
    });
    const reply = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${reply.message}`);
    return reply;
  };
}
