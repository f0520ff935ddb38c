import { test as base } from '@playwright/test';
import { origin, PORTS } from './ports';
import { startStack, type Database } from './stack';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with the composed app of this worker (`stack`, its host's origin: stack.ts)
 * started before its first journey and stopped after its last, and pages pointed at it. The
 * project chooses the database.
 */
export const test = base.extend<object, { database: Database; stack: string }>({
  database: ['sqlite', { scope: 'worker', option: true }],
  stack: [
    async ({ database }, provide) => {
      const running = await startStack(database, PORTS);
      await provide(origin('host'));
      await running.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ stack }, provide) => provide(stack),
});
