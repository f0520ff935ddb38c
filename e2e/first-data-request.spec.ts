import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { followApiRequests, recordRequestedUrls, signInThroughApi } from './support/session';
import { origin } from './support/ports';
import { SHELL } from './support/tags';

// The page announces its first API read (declared by its section, filled from the URL by the
// host's server), so the browser starts it with the page's own code instead of after it has run,
// and the app then uses that download: one request, started by the page's <link rel="preload">.

interface Timing {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
}

/** The Resource Timing entries of the page, and when the HTML was parsed (deferred scripts run after). */
const timings = (page: Page) =>
  page.evaluate(() => ({
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      initiatorType: (entry as PerformanceResourceTiming).initiatorType,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
    })),
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domInteractive,
  }));

/** The one download of `pathname`, started by the page's preload before main.js could run. */
function expectPreloadedOnce(
  { resources, parsed }: { resources: Timing[]; parsed: number },
  requested: string[],
  matches: (url: URL) => boolean,
) {
  const entries = resources.filter((entry) => matches(new URL(entry.name)));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ initiatorType: 'link' });
  expect(entries[0]!.startTime).toBeLessThan(parsed);
  expect(requested.filter((url) => matches(new URL(url)))).toEqual([entries[0]!.name]);
}

test(
  "a cold /users load asks for the members' first page with the page, once",
  { tag: SHELL },
  async ({ context, page }) => {
    await signInThroughApi(context);
    const requested = await recordRequestedUrls(context, page);

    await page.goto('/users?q=a');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search Filters' })).toHaveValue('a');
    // The list has been read (its rows, or none matching) once the table is no longer busy.
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy');

    const main = (url: URL) => /^\/main\.[0-9a-f]+\.js$/.test(url.pathname);
    const members = (url: URL) => url.pathname === '/api/members/view_members';
    const seen = await timings(page);
    expectPreloadedOnce(seen, requested, members);
    expect(requested.find((url) => members(new URL(url)))).toBe(
      `${origin('host')}/api/members/view_members?page=1&page_size=5&q=a`,
    );
    // It started before main.js had even arrived, let alone run.
    const script = seen.resources.find((entry) => main(new URL(entry.name)));
    const list = seen.resources.find((entry) => members(new URL(entry.name)));
    expect(list!.startTime).toBeLessThan(script!.responseEnd);
  },
);

test(
  'a cold /dashboard load asks for its summary and its chunks with the page, once each',
  { tag: SHELL },
  async ({ context, page }) => {
    await signInThroughApi(context);
    const requested = await recordRequestedUrls(context, page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Active Members' })
        .or(page.getByText('Nothing to show yet.')),
    ).toBeVisible();

    const seen = await timings(page);
    expectPreloadedOnce(seen, requested, (url) => url.pathname === '/api/dashboard/summary');
    expectPreloadedOnce(seen, requested, (url) =>
      /^\/dashboard\.[0-9a-f]+\.js$/.test(url.pathname),
    );
  },
);

// Every page that declares its first reads, with a query its list reads (search, page size).
const PAGES = [
  '/users?pageSize=10',
  '/attendance',
  '/enquiries?q=a',
  '/view/staffs',
  '/plans?page=1',
  '/invoice?q=INV',
  '/pending',
  '/expired',
  '/reminders?tab=upcoming',
  '/dashboard',
];

test(
  'every page that announces its first reads uses them: each fetched once',
  { tag: SHELL },
  async ({ context, page }) => {
    await signInThroughApi(context);
    for (const url of PAGES) {
      const fresh = await context.newPage();
      const requested = await recordRequestedUrls(context, fresh);
      const api = followApiRequests(fresh);
      await fresh.goto(url);
      await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
      await api.settled();
      const announced = await fresh
        .locator('link[rel="preload"][as="fetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      const reads = announced.filter((href) => !href.endsWith('/admin_me'));
      expect(reads, url).not.toEqual([]);
      for (const read of reads)
        expect(
          requested.filter((r) => r === read),
          url,
        ).toEqual([read]);
      await fresh.close();
    }
    await page.close();
  },
);

test(
  'the sign-in page announces no first read, and neither does a page without a session',
  { tag: SHELL },
  async ({ page }) => {
    for (const path of ['/', '/users']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('/api/members/admin_me');
      expect(html).not.toContain('/api/members/view_members');
    }
  },
);
