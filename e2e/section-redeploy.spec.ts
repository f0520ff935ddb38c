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

test('a remote redeployed with a new page and link shows them in the running host on the next load', async ({
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
  const undeploy = deployRemote(
    stackPlaces(database).servedFrom('remote-plans'),
    buildRemote(copy),
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
