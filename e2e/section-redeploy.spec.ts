import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  buildRemote,
  copyRemote,
  deployRemote,
  serveFixtureRemote,
  startHost,
} from './support/redeploy';
import { origin, PORTS } from './support/ports';
import { signIn } from './support/session';
import { stackPlaces } from './support/stack';

const sidebarLabels = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
const runtimeConfig = async (page: Page) => (await page.request.get('/spotter.config.json')).json();

// What the plans team edits to add a page under a new URL and its sidebar link: two files of its
// own remote, nothing in the host.
const NEW_LINK = `
declaration.prefixes.push('/offers');
declaration.sidebar.push({ label: 'Plan Offers', path: '/offers', order: 35 });
`;
const NEW_PAGE = `
import { PageHeader as OffersPage } from '@spotter/shared';
routes.unshift({ path: 'offers', element: <OffersPage title="Plan Offers" /> });
`;

test('a remote redeployed with a new page and link shows them in the running host on the next load @no-database', async ({
  page,
  database,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const config = await runtimeConfig(page);
  await expect(page.getByRole('link', { name: 'Expired' })).toBeVisible();
  expect(await sidebarLabels(page)).not.toContain('Plan Offers');

  const copy = copyRemote('remote-plans');
  fs.appendFileSync(path.join(copy, 'src/declaration.ts'), NEW_LINK);
  fs.appendFileSync(path.join(copy, 'src/routes.tsx'), NEW_PAGE);
  const { undo: undeploy } = await deployRemote(
    stackPlaces(database).servedFrom('remote-plans'),
    await buildRemote(copy),
  );
  try {
    await page.reload();
    await expect
      .poll(() => sidebarLabels(page))
      .toEqual([
        'Dashboard',
        'Members',
        'Trainers & Staffs',
        'Plans',
        'Classes',
        'Plan Offers',
        'Invoice',
        'Day close',
        'Attendance',
        'Enquiries',
        'Pending',
        'Reminders',
        'Expired',
        'Team',
        'Activity',
        'Deleted items',
        'Settings',
      ]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Plan Offers' }).click();
    await expect(page).toHaveURL('/offers');
    await expect(page.getByRole('heading', { name: 'Plan Offers', level: 1 })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Plan Offers');
    await expect(page.getByRole('banner').getByText('Plan Offers', { exact: true })).toBeVisible();
    // The rest of the section is still there, from the same remote.
    await nav.getByRole('link', { name: 'Plans', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    // Same host, same runtime configuration: the remote's URL did not move.
    expect(await runtimeConfig(page)).toEqual(config);
  } finally {
    undeploy();
    fs.rmSync(copy, { recursive: true, force: true });
  }

  // The original build redeployed: the link and page are gone again on the next load.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Plans', exact: true })).toBeVisible();
  expect(await sidebarLabels(page)).not.toContain('Plan Offers');
  await page.goto('/offers');
  await expect(page.getByText('404 not found!!!!')).toBeVisible();
});

// What the billing team changes in its Reminders page, a chunk of its own (routes.tsx's lazyPage):
// its title, so that the chunk's content, and so its name, differ in the new release.
const RETITLED = ['title="Reminders"', 'title="Payment reminders"'] as const;
const REMINDERS_CHUNK = /\/reminders\.[0-9a-f]+\.js$/;

// A tab keeps the remote's code it loaded: its chunk names are the earlier release's. Released with
// `pnpm release`'s logic (e2e/support/redeploy.ts), the served folder keeps those chunks, so a
// page of the section that tab had not opened yet still opens. Nothing here depends on the
// database: like the configuration journey below, the SQLite project runs it.
test('a tab opened before a remote is released again still opens the pages of its section it had not loaded @no-database', async ({
  page,
  database,
}) => {
  test.setTimeout(180_000);
  const served = stackPlaces(database).servedFrom('remote-billing');
  const fromBilling: { file: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin('billing'))
      fromBilling.push({ file: url.pathname, status: response.status() });
  });
  await signIn(page, '/invoice');
  await expect(page.getByRole('heading', { name: 'Invoice History', level: 1 })).toBeVisible();
  expect(fromBilling.filter(({ file }) => REMINDERS_CHUNK.test(file))).toEqual([]);

  const copy = copyRemote('remote-billing');
  const remindersPage = path.join(copy, 'src/features/reminders/components/reminders-page.tsx');
  const source = fs.readFileSync(remindersPage, 'utf8');
  expect(source).toContain(RETITLED[0]);
  fs.writeFileSync(remindersPage, source.replace(RETITLED[0], RETITLED[1]));
  const built = await buildRemote(copy);
  const { kept, undo } = await deployRemote(served, built);
  try {
    // The same tab, no reload: the section's router opens the page, its chunk fetched now.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Reminders' }).click();
    await expect(page).toHaveURL('/reminders');
    await expect(page.getByRole('heading', { name: 'Reminders', level: 1 })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Reminders');
    // Its chunk was the earlier release's, which the new build does not have: a deploy that
    // replaced the folder would have answered it 404 and the section its error.
    const chunk = fromBilling.find(({ file }) => REMINDERS_CHUNK.test(file))!;
    expect(chunk).toEqual({ file: expect.any(String), status: 200 });
    const name = path.basename(chunk.file);
    expect(fs.existsSync(path.join(built, name))).toBe(false);
    expect(kept.map(({ file }) => file)).toContain(name);
    await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);

    // The next load runs the new release.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment reminders', level: 1 })).toBeVisible();
  } finally {
    undo();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

// A new section: a remote the host was never built with (e2e/fixtures/remote-lockers, built with
// the workspace's rspack configuration against @spotter/shared), deployed by its team on its own
// server, and added to the host by one setting on the host's server: no host change, no rebuild.
test('a section the host was never built with is added by configuration alone, and gone without it @no-database', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lockers = `${origin('addedSection')}/mf-manifest.json`;
  const host = origin('configuredHost');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const stopLockers = await serveFixtureRemote('remote-lockers', PORTS.addedSection);
  let stopHost = await startHost(PORTS.configuredHost, { REMOTE_LOCKERS_URL: lockers });
  try {
    // Signed in on the worker's host: the session cookie is the site's, whatever the port.
    await signIn(page, `${host}/dashboard`);
    await nav.getByRole('link', { name: 'Lockers' }).click();
    await expect(page).toHaveURL(`${host}/lockers`);
    await expect(page.getByRole('heading', { name: 'Lockers', level: 1 })).toBeVisible();
    await expect(page.getByText('Every locker is free.')).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Lockers');
    // Its code came from its own origin, which the host's Content-Security-Policy now allows.
    const csp = (await page.request.get(`${host}/lockers`)).headers()['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${origin('members')}`);
    expect(csp).toContain(origin('addedSection'));
    // Its link sits by its order among the others; the workspace's sections are all there.
    expect(await sidebarLabels(page)).toEqual([
      'Dashboard',
      'Members',
      'Trainers & Staffs',
      'Plans',
      'Classes',
      'Invoice',
      'Day close',
      'Attendance',
      'Enquiries',
      'Pending',
      'Reminders',
      'Expired',
      'Lockers',
      'Team',
      'Activity',
      'Deleted items',
      'Settings',
    ]);
    // Opened at its URL too (the page's own hints: the server read its manifest).
    await page.goto(`${host}/lockers`);
    await expect(page.getByRole('heading', { name: 'Lockers', level: 1 })).toBeVisible();

    // The same host started again without the setting, the remote still served: no such section.
    await stopHost();
    stopHost = await startHost(PORTS.configuredHost);
    await page.goto(`${host}/dashboard`);
    await expect(nav.getByRole('link', { name: 'Expired' })).toBeVisible();
    expect(await sidebarLabels(page)).not.toContain('Lockers');
    await page.goto(`${host}/lockers`);
    await expect(page.getByText('404 not found!!!!')).toBeVisible();
    expect(
      (await page.request.get(`${host}/lockers`)).headers()['content-security-policy'],
    ).not.toContain(origin('addedSection'));
  } finally {
    await stopHost();
    await stopLockers();
  }
});
