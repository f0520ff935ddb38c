// The composed app as `npm start` serves it, for the benchmarks that drive it in a browser.
import { spawn } from 'node:child_process';
import { ROOT } from './setup.mjs';
import { waitFor } from './wait-for.mjs';

export const HOST = 'http://localhost:3000';
export const ADMIN = { username: 'bench', password: 'bench-password' };
const REMOTE_PORTS = [3001, 3002, 3003, 3004];

/**
 * `node scripts/start.mjs --no-install` on `dataDir`: it builds what is stale first, or with
 * `built: true` serves what is built. Resolves, once the API and every remote answer, to its stop.
 */
export async function startApp(dataDir, { built = false } = {}) {
  const args = ['scripts/start.mjs', '--no-install', ...(built ? ['--no-build'] : [])];
  const app = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
    },
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  await Promise.race([
    (async () => {
      await waitFor(`${HOST}/api/members/admin_me`, 600_000);
      for (const port of REMOTE_PORTS) await waitFor(`http://localhost:${port}/mf-manifest.json`);
    })(),
    exited.then((code) =>
      Promise.reject(new Error(`the composed app stopped while starting (exit ${code})`)),
    ),
  ]);
  return async () => {
    if (app.exitCode === null) app.kill('SIGTERM');
    await exited;
  };
}

/** A fresh browser context (empty cache) on the host, signed in as the bench admin. */
export async function adminContext(browser) {
  const context = await browser.newContext({ baseURL: HOST });
  const login = await context.request.post('/api/members/admin_login', { multipart: ADMIN });
  if (!login.ok()) throw new Error(`bench login failed: ${login.status()}`);
  return context;
}
