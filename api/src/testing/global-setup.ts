import { hasTemplate, makePostgresTemplate, makeSqliteTemplate } from './templates';

declare global {
  /** What the global setups made, undone in reverse by global-teardown.ts. */
  var spotterTestCleanUps: (() => unknown)[] | undefined;
}

/**
 * Before the API suite runs (once per project, in Jest's main process, before any worker starts,
 * so the workers inherit what is set here): the migrated SQLite template, which the PostgreSQL
 * project needs too for its SQLite sources, and on PostgreSQL a throwaway server (unless
 * SPOTTER_TEST_POSTGRES_URL already names one: a server's maintenance database) with a migrated
 * template database on it.
 */
export default async function setUpApiSuite(_: unknown, project: { globals: object }) {
  const cleanUps = (globalThis.spotterTestCleanUps ??= []);
  if (!hasTemplate('sqlite')) cleanUps.push(makeSqliteTemplate());
  if (
    (project.globals as typeof globalThis).SPOTTER_TEST_DATABASE !== 'postgres' ||
    hasTemplate('postgres')
  )
    return;
  if (!process.env.SPOTTER_TEST_POSTGRES_URL) {
    const { startPostgres } = await import('./postgres/server.mjs');
    const server = await startPostgres({ inMemory: true });
    cleanUps.push(() => server.stop());
    process.env.SPOTTER_TEST_POSTGRES_URL = server.url();
  }
  cleanUps.push(await makePostgresTemplate(process.env.SPOTTER_TEST_POSTGRES_URL));
}
