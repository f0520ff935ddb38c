// The composed app as `npm start` serves it, for the benchmarks that drive it in a browser.
import { spawn } from 'node:child_process';
import { remotePortVariable } from './services.mjs';
import { REMOTES, ROOT } from './setup.mjs';
import { waitFor } from './wait-for.mjs';

/** `npm start`'s ports; a second app beside it (the bench's baseline build) takes others. */
export const PORTS = {
  host: 3000,
  ...Object.fromEntries(REMOTES.map(({ name, port }) => [name, port])),
  api: 4000,
};
export const HOST = `http://localhost:${PORTS.host}`;
export const ADMIN = { username: 'bench', password: 'bench-password' };

/** The environment scripts/lib/services.mjs reads its ports from. */
export const portEnv = (ports) => ({
  HOST_PORT: String(ports.host),
  ...Object.fromEntries(REMOTES.map(({ name }) => [remotePortVariable(name), String(ports[name])])),
  API_PORT: String(ports.api),
});

/** Resolves once the API (through the host) and every remote of the app on `ports` answer. */
export async function appAnswers(ports) {
  await waitFor(`http://localhost:${ports.host}/api/members/admin_me`, 600_000);
  for (const { name } of REMOTES) await waitFor(`http://localhost:${ports[name]}/mf-manifest.json`);
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
