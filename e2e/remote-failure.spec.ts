import { expect, test } from './support/test';
import { signIn } from './support/session';
import { origin } from './support/ports';
import { SHELL } from './support/tags';

test(
  'an unreachable remote is contained to its section and recovers on Retry',
  { tag: SHELL },
  async ({ page }) => {
    // Its manifest's failure can be held back until the page has started loading the section.
    let holdManifest = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${origin('plans')}/**`, async (route) => {
      if (holdManifest && route.request().url().endsWith('/mf-manifest.json')) {
        holdManifest = false;
        await held;
      }
      await route.abort('connectionrefused');
    });
    await signIn(page);

    // Its declaration cannot be read either, so its link is absent; its URL is the section's error.
    await expect(page.getByRole('link', { name: 'Members', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plans' })).toHaveCount(0);
    // Opened at its URL, the page carries the declaration its server read, so the section starts
    // loading at once; the browser's own read of the manifest fails after that.
    holdManifest = true;
    await page.goto('/plans', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Plans' })).toBeVisible();
    release();
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plans' })).toHaveCount(0);

    // The sidebar and the other sections keep working.
    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/plans');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();

    // Once the remote is back, Retry loads it without a page reload.
    await page.unroute(`${origin('plans')}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Plan' })).toBeVisible();
  },
);
