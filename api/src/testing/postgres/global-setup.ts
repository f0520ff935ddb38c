import setUpSqlite from '../global-setup';
import { hasTemplate, makePostgresTemplate } from '../templates';

/**
 * Before the API suite runs on PostgreSQL: the SQLite template (its tests of moving a SQLite
 * installation need one), a throwaway server in memory unless SPOTTER_TEST_POSTGRES_URL already
 * names one (a server's maintenance database), and a migrated template database on it.
 */
export default async function setUpPostgres() {
  await setUpSqlite();
  const cleanUps = globalThis.spotterTestCleanUps!;
  if (hasTemplate('postgres')) return;
  if (!process.env.SPOTTER_TEST_POSTGRES_URL) {
    const { startPostgres } = await import('./server.mjs');
    const server = await startPostgres({ inMemory: true });
    cleanUps.push(() => server.stop());
    process.env.SPOTTER_TEST_POSTGRES_URL = server.url();
  }
  cleanUps.push(await makePostgresTemplate(process.env.SPOTTER_TEST_POSTGRES_URL));
}
