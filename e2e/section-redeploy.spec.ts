import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { buildRemote, copyRemote, deployRemote } from './support/redeploy';
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
