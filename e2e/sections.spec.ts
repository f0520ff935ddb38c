import type { Route } from '@playwright/test';
import { expect, test } from './support/test';
import { everyScreen } from './support/screens';
import { signIn, signInThroughApi } from './support/session';
import { origin } from './support/ports';
import { SHELL } from './support/tags';
import workspaceRemotes from '../remotes.json';

test(
  'every screen names its section in the top bar and highlights its link',
  { tag: SHELL },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const screens = await everyScreen(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { url, section } of screens) {
      await test.step(url, async () => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('404 not found!!!!')).toHaveCount(0);
        await expect(page.getByRole('banner').getByText(section, { exact: true })).toBeVisible();
        await expect(nav.locator('[aria-current="page"]')).toHaveText(section);
      });
    }
  },
);

test(
  'the login page paints while the remotes’ manifests are still on their way',
  { tag: SHELL },
  async ({ page }) => {
    const held: Route[] = [];
    await page.route('**/mf-manifest.json', (route) => {
      held.push(route);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // All of them (one per remote of remotes.json) were asked for at once, not one after another.
    await expect.poll(() => held.length).toBe(workspaceRemotes.length);
    for (const route of held) await route.continue();
  },
);

test(
  "a section's manifest is downloaded once per page load, for its links and its code alike",
  { tag: SHELL },
  async ({ page }) => {
    // No page before this one: a page opened first could still ask for a manifest as it is left.
    await signInThroughApi(page.context());
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${origin('plans')}/mf-manifest.json`) manifests.push(request.url());
    });
    await page.goto('/plans');
    await expect(page.getByRole('link', { name: 'Add Plan' })).toBeVisible();
    await page.getByRole('link', { name: 'Members' }).hover();
    await page.getByRole('link', { name: 'Add Plan' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Plan' })).toBeVisible();
    expect(manifests).toHaveLength(1);
  },
);
