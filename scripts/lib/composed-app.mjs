// The composed app as `npm start` serves it, for the benchmarks that drive it in a browser.
import { spawn } from 'node:child_process';
import { ROOT } from './setup.mjs';
import { waitFor } from './wait-for.mjs';

/** `npm start`'s ports; a second app beside it (the bench's baseline build) takes others. */
export const PORTS = {
  host: 3000,
  members: 3001,
  staff: 3002,
  plans: 3003,
  billing: 3004,
  api: 4000,
};
export const HOST = `http://localhost:${PORTS.host}`;
export const ADMIN = { username: 'bench', password: 'bench-password' };

/** The environment scripts/lib/services.mjs reads its ports from. */
export const portEnv = (ports) => ({
  HOST_PORT: String(ports.host),
  REMOTE_MEMBERS_PORT: String(ports.members),
  REMOTE_STAFF_PORT: String(ports.staff),
  REMOTE_PLANS_PORT: String(ports.plans),
  REMOTE_BILLING_PORT: String(ports.billing),
  API_PORT: String(ports.api),
});

/** Resolves once the API (through the host) and every remote of the app on `ports` answer. */
export async function appAnswers(ports) {
  await waitFor(`http://localhost:${ports.host}/api/members/admin_me`, 600_000);
  for (const port of [ports.members, ports.staff, ports.plans, ports.billing])
    await waitFor(`http://localhost:${port}/mf-manifest.json`);
}

/**
 * `node scripts/start.mjs --no-install` of the checkout at `root` on `dataDir` and `ports`: it
 * builds what is stale first, or with `built: true` serves what is built. Resolves, once the API
 * (through the host) and every remote answer, to its stop.
 */
export async function startApp(dataDir, { built = false, root = ROOT, ports = PORTS } = {}) {
  const args = ['scripts/start.mjs', '--no-install', ...(built ? ['--no-build'] : [])];
  const app = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...portEnv(ports),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
    },
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  await Promise.race([
    appAnswers(ports),
    exited.then((code) =>
      Promise.reject(new Error(`the composed app stopped while starting (exit ${code})`)),
    ),
  ]);
  return async () => {
    if (app.exitCode === null) app.kill('SIGTERM');
    await exited;
  };
}

/** A fresh browser context (empty cache) on `host`, signed in as the bench admin. */
export async function adminContext(browser, host = HOST) {
  const context = await browser.newContext({ baseURL: host });
  const login = await context.request.post('/api/members/admin_login', { multipart: ADMIN });
  if (!login.ok()) throw new Error(`bench login failed: ${login.status()}`);
  return context;
}
