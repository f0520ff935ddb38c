import fs from 'node:fs';
import path from 'node:path';
import { ADMIN } from './admin';
import type { PORTS } from './ports';

const ROOT = path.resolve(__dirname, '../..');

export type Database = 'sqlite' | 'postgres';

/**
 * Where the journeys of one worker run: each Playwright worker serves the composed app of its own
 * (`npm start`'s six processes on ports of its own, ports.ts), on a database of its own, so that
 * the journeys run side by side. `index` is the worker's parallel index. Playwright sets it for
 * the worker's process too, so the spec files and their helpers find the same places.
 */
export function stackPlaces(
  database: Database,
  index = Number(process.env.TEST_PARALLEL_INDEX),
  /** Another app of the worker's, beside its own (`emptyGym`, test.ts): where its places differ. */
  other?: string,
) {
  const run = process.env.SPOTTER_E2E_DATA!;
  const folder = path.join(run, `${database}-${index}${other ? `-${other}` : ''}`);
  const server = process.env.SPOTTER_E2E_POSTGRES_URL;
  const databaseName = `spotter_e2e_${index}${other ? `_${other}` : ''}`;
  const databaseUrl =
    database === 'postgres' && server
      ? Object.assign(new URL(server), { pathname: `/${databaseName}` }).href
      : undefined;
  return {
    /** The API's DATA_DIR: its SQLite file (and pictures, backups) on SQLite. */
    dataDir: path.join(folder, 'data'),
    /** On PostgreSQL, the database (`databaseName`) on the run's server. */
    databaseName,
    databaseUrl,
    /** The folder a remote's server serves: a copy of its build, which a journey may redeploy. */
    servedFrom: (remote: string) => path.join(folder, remote),
  };
}

/**
 * Starts this worker's composed app exactly as `npm start --no-install --no-build` serves it
 * (already built by npm test), and resolves once the host, its proxy to the API and every remote
 * answer, as the benchmarks' app does (scripts/lib/composed-app.mjs). Answers how to stop it.
 * `places` and `fresh` are for another app of the worker's: on places of its own, and, `fresh`,
 * on a new database (a gym nobody has written to yet), whatever an earlier worker left there.
 */
export async function startStack(
  database: Database,
  ports: typeof PORTS,
  { places = stackPlaces(database), fresh = false } = {},
) {
  if (fresh) fs.rmSync(places.dataDir, { recursive: true, force: true });
  if (database === 'postgres') {
    if (!places.databaseUrl)
      throw new Error('SPOTTER_E2E_POSTGRES_URL must name a PostgreSQL server for these journeys');
    const { createDatabase, dropDatabase } =
      await import('../../api/src/testing/postgres/server.mjs');
    const server = process.env.SPOTTER_E2E_POSTGRES_URL!;
    if (fresh) await dropDatabase(server, places.databaseName);
    // A worker started again after a failure finds its database there.
    await createDatabase(server, places.databaseName).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error; // duplicate_database
    });
  }
  const { serviceList, spawnServices } = await import('../../scripts/lib/services.mjs');
  const { appAnswers, portEnv } = await import('../../scripts/lib/composed-app.mjs');
  const env = {
    DATA_DIR: places.dataDir,
    ...(places.databaseUrl && { DATABASE_URL: places.databaseUrl }),
    ...portEnv(ports),
  };
  const services = serviceList(env, { servedFrom: places.servedFrom });
  for (const { name } of services.filter((service) => service.name.startsWith('remote-'))) {
    const served = places.servedFrom(name);
    if (!fs.existsSync(served))
      fs.cpSync(path.join(ROOT, name, 'dist'), served, { recursive: true });
  }
  Object.assign(services.find((service) => service.name === 'api')!.env, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
  });
  const running = spawnServices(services, { quiet: true });
  try {
    // The API answers through the host's proxy, and every remote its manifest.
    await appAnswers(ports);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}
