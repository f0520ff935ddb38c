import fs from 'node:fs';
import path from 'node:path';
import { ADMIN } from './admin';
import type { PORTS } from './ports';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['remote-members', 'remote-staff', 'remote-plans', 'remote-billing'];

export type Database = 'sqlite' | 'postgres';

/**
 * Where the journeys of one worker run: each Playwright worker serves the composed app of its own
 * (`npm start`'s six processes on ports of its own, ports.ts), on a database of its own, so that
 * the journeys run side by side. `index` is the worker's parallel index. Playwright sets it for
 * the worker's process too, so the spec files and their helpers find the same places.
 */
export function stackPlaces(database: Database, index = Number(process.env.TEST_PARALLEL_INDEX)) {
  const run = process.env.SPOTTER_E2E_DATA!;
  const folder = path.join(run, `${database}-${index}`);
  const server = process.env.SPOTTER_E2E_POSTGRES_URL;
  const databaseUrl =
    database === 'postgres' && server
      ? Object.assign(new URL(server), { pathname: `/spotter_e2e_${index}` }).href
      : undefined;
  return {
    /** The API's DATA_DIR: its SQLite file (and pictures, backups) on SQLite. */
    dataDir: path.join(folder, 'data'),
    databaseUrl,
    /** The folder a remote's server serves: a copy of its build, which a journey may redeploy. */
    servedFrom: (remote: string) => path.join(folder, remote),
  };
}

/** Resolves once `url` answers `status`; rejects after `ms`. */
async function answers(url: string, status: number, ms = 120_000) {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.status === status) return;
    if (Date.now() > until) throw new Error(`${url} did not answer ${status} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts this worker's composed app exactly as `npm start --no-install --no-build` serves it
 * (already built by npm test), and resolves once the host, its proxy to the API and every remote
 * answer. Answers how to stop it.
 */
export async function startStack(database: Database, ports: typeof PORTS) {
  const places = stackPlaces(database);
  if (database === 'postgres') {
    if (!places.databaseUrl)
      throw new Error('SPOTTER_E2E_POSTGRES_URL must name a PostgreSQL server for these journeys');
    const { createDatabase } = await import('../../api/src/testing/postgres/server.mjs');
    const server = process.env.SPOTTER_E2E_POSTGRES_URL!;
    const name = new URL(places.databaseUrl).pathname.slice(1);
    // A worker started again after a failure finds its database there.
    await createDatabase(server, name).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error; // duplicate_database
    });
  }
  for (const remote of REMOTES) {
    const served = places.servedFrom(remote);
    if (!fs.existsSync(served))
      fs.cpSync(path.join(ROOT, remote, 'dist'), served, { recursive: true });
  }
  const { serviceList, spawnServices } = await import('../../scripts/lib/services.mjs');
  const env = {
    DATA_DIR: places.dataDir,
    ...(places.databaseUrl && { DATABASE_URL: places.databaseUrl }),
    HOST_PORT: String(ports.host),
    API_PORT: String(ports.api),
    REMOTE_MEMBERS_PORT: String(ports.members),
    REMOTE_STAFF_PORT: String(ports.staff),
    REMOTE_PLANS_PORT: String(ports.plans),
    REMOTE_BILLING_PORT: String(ports.billing),
  };
  const services = serviceList(env, { servedFrom: places.servedFrom });
  Object.assign(services.find((service) => service.name === 'api')!.env, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
  });
  const running = spawnServices(services, { quiet: true });
  try {
    const origin = (port: number) => `http://localhost:${port}`;
    await Promise.all([
      // 401 through the host's proxy: the host and the API are both up.
      answers(`${origin(ports.host)}/api/members/admin_me`, 401),
      ...[ports.members, ports.staff, ports.plans, ports.billing].map((port) =>
        answers(`${origin(port)}/mf-manifest.json`, 200),
      ),
    ]);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}
