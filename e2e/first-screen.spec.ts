import { expect, test } from './support/test';
import { recordRequestedUrls, signInThroughApi } from './support/session';
import { origin } from './support/ports';
import { SHELL } from './support/tags';
import workspaceRemotes from '../remotes.json';

// The first screen in few round trips: the page carries the runtime configuration and announces
// what it will need, and the browser must then reuse each early download rather than fetch again.
test(
  'a cold /users load carries its configuration and downloads nothing twice',
  { tag: SHELL },
  async ({ context, page }) => {
    await signInThroughApi(context);
    const requested = await recordRequestedUrls(context, page);

    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Expired' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The configuration came with the page.
    const config = JSON.parse((await page.locator('script#spotter-config').textContent()) ?? '');
    expect(Object.keys(config.remotes)).toEqual(workspaceRemotes.map(({ name }) => name));
    expect(requested.filter((url) => new URL(url).pathname === '/spotter.config.json')).toEqual([]);

    // The members section's code was announced by the page, and used from there.
    const hinted = await page
      .locator('link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hinted).toEqual(
      expect.arrayContaining([
        `${origin('members')}/remoteEntry.js`,
        `${origin('members')}/mf-manifest.json`,
      ]),
    );
    expect(
      hinted.some(
        (url) =>
          url.startsWith(`${origin('members')}/`) &&
          url.endsWith('.js') &&
          !url.endsWith('/remoteEntry.js'),
      ),
    ).toBe(true);

    const scripts = requested.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    const twice = (urls: string[]) => urls.filter((url, i) => urls.indexOf(url) !== i);
    expect(twice(scripts)).toEqual([]);
    // Nor the manifests and the session check, fetched early by the page's hints too.
    expect(
      twice(
        requested.filter((url) => url.endsWith('/mf-manifest.json') || url.endsWith('/admin_me')),
      ),
    ).toEqual([]);
    for (const url of hinted) expect(requested).toContain(url);
  },
);
