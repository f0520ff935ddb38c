import { test as base } from '@playwright/test';
import { EMPTY_GYM_PORTS, origin, PORTS } from './ports';
import { stackPlaces, startStack, type Database } from './stack';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with the composed app of this worker (`stack`, its host's origin: stack.ts)
 * started before its first journey and stopped after its last, and pages pointed at it. The
 * project chooses the database.
 *
 * Every journey of a worker shares that app's database, so none can count on a gym without
 * members or plans there. A journey about a new gym asks for `emptyGym`: the origin of a second
 * app, started for that journey on a database made afresh (a gym nobody has written to) and
 * stopped after it, a few seconds' work; its pages come from a context of their own
 * (`browser.newContext({ baseURL: emptyGym })`).
 */
export const test = base.extend<{ emptyGym: string }, { database: Database; stack: string }>({
  database: ['sqlite', { scope: 'worker', option: true }],
  stack: [
    async ({ database }, provide) => {
      const running = await startStack(database, PORTS);
      await provide(origin('host'));
      await running.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  emptyGym: [
    async ({ database }, provide) => {
      const places = stackPlaces(database, undefined, 'empty');
      const running = await startStack(database, EMPTY_GYM_PORTS, { places, fresh: true });
      await provide(`http://localhost:${EMPTY_GYM_PORTS.host}`);
      await running.stop();
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ stack }, provide) => provide(stack),
});
