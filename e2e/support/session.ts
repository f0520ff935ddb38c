import { expect, type Page, type Request } from '@playwright/test';
import { ADMIN } from './admin';

/** Signs in through the login screen, the way an admin does. */
export async function signIn(page: Page, path = '/') {
  await page.goto(path);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** A name no other test (or earlier run on the same database) uses. */
export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Follows the page's API requests from now on; `settled()` waits until none is in flight. Start
 * it before the page asks for anything, then wait for a reply the page is known to ask for, so
 * that every request the page makes on its own has begun by the time `settled()` is checked.
 */
export function followApiRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return { settled: () => expect.poll(() => open.size).toBe(0) };
}
