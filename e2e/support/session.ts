import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { ADMIN } from './admin';

/**
 * Signs in through the login screen, the way an admin does, and ends on `path`: the journeys about
 * signing in (auth.spec.ts). Every other journey takes its session through the API (`signIn`).
 */
export async function signInAtTheLoginScreen(page: Page, path = '/') {
  await page.goto(path);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/**
 * Opens `path` signed in, the session taken through the API: the page's first load is of the
 * screen the journey is about, not of the login screen (whose journeys are auth.spec.ts's).
 */
export async function signIn(page: Page, path = '/dashboard') {
  await signInThroughApi(page.context());
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Signs the context in through the API, so that a page's first load is already a signed-in one. */
export async function signInThroughApi(context: BrowserContext) {
  const login = await context.request.post('/api/members/admin_login', { multipart: ADMIN });
  expect(login.ok()).toBe(true);
}

/** Every URL `page` asks for from now on, as the browser sends them (a second download shows twice). */
export async function recordRequestedUrls(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requested: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => requested.push(request.url));
  return requested;
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
