import type { PostgresServer } from '../../../../scripts/lib/postgres.mjs';

declare global {
  var spotterPostgres: PostgresServer | undefined;
}

/**
 * Before the API suite runs on PostgreSQL: starts a throwaway server, unless
 * SPOTTER_TEST_POSTGRES_URL already names one (a server's maintenance database). Each test app
 * then gets a fresh database of its own on it (see ../test-app.ts).
 */
export default async function startTestPostgres() {
  if (process.env.SPOTTER_TEST_POSTGRES_URL) return;
  const { startPostgres } = await import('../../../../scripts/lib/postgres.mjs');
  globalThis.spotterPostgres = await startPostgres();
  process.env.SPOTTER_TEST_POSTGRES_URL = globalThis.spotterPostgres.url();
}
