import { hasTemplate, makeSqliteTemplate } from './templates';

declare global {
  /** What the global setups made, undone in reverse by global-teardown.ts. */
  var spotterTestCleanUps: (() => unknown)[] | undefined;
}

/**
 * Before the API suite runs (in Jest's main process, before any worker starts, so the workers
 * inherit what is set here): the migrated SQLite template. Jest runs a global setup once per
 * file, whichever projects name it, so each API project names its own (postgres/global-setup.ts).
 */
export default async function setUpSqlite() {
  const cleanUps = (globalThis.spotterTestCleanUps ??= []);
  if (!hasTemplate('sqlite')) cleanUps.push(makeSqliteTemplate());
}
