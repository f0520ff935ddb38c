import { randomBytes } from 'node:crypto';

declare global {
  /** 'postgres' in the Jest project that runs the API suite on PostgreSQL (jest.config.js). */
  var SPOTTER_TEST_DATABASE: 'sqlite' | 'postgres' | undefined;
}

/** The database the API tests of this run use. */
export const testDialect = (): 'sqlite' | 'postgres' =>
  globalThis.SPOTTER_TEST_DATABASE ?? 'sqlite';

/**
 * On PostgreSQL, a fresh empty database for one test app on the run's server, and how to drop
 * it; on SQLite nothing (the app's temporary data folder holds its file).
 */
export async function freshTestDatabase(): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  if (testDialect() !== 'postgres') return { url: undefined, drop: async () => {} };
  const server = process.env.SPOTTER_TEST_POSTGRES_URL;
  if (!server)
    throw new Error(
      'SPOTTER_TEST_POSTGRES_URL is not set: run the suite through Jest (its global setup starts PostgreSQL)',
    );
  const { createDatabase, dropDatabase } = await import('../../../scripts/lib/postgres.mjs');
  const name = `spotter_test_${randomBytes(6).toString('hex')}`;
  return { url: await createDatabase(server, name), drop: () => dropDatabase(server, name) };
}
