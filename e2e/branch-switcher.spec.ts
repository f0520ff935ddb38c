import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gymDay } from './support/database';
import { signIn, unique } from './support/session';
import { uniquePhone } from './support/seed';

/*
 * The active branch (docs/product/branches.md §26) through the composed app: with two branches or more the
 * top bar's "Branch" select starts at the first one, a switch puts ?branch= in the URL, every link
 * and a reload keep it, and All branches shows the dashboard's figures per branch. The database is
 * shared with the other journeys (branches.spec.ts adds one): a second branch is added only when
 * the gym has one.
 */

interface Branch {
  id: number;
  name: string;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const switcher = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Branch', exact: true });
const urlNaming = (branch: number | 'all') => new RegExp(`[?&]branch=${branch}(&|$)`);

/** The gym's branches in id order, a second one added first when it has only one. */
async function twoBranchesAtLeast(page: Page): Promise<Branch[]> {
  const read = async () =>
    ((await (await page.request.get('/api/branches')).json()) as { data: Branch[] }).data;
  const branches = await read();
  if (branches.length >= 2) return branches;
  const added = await page.request.post('/api/branches/add_branch', {
    data: { name: unique('Branch'), address: '', phone: '' },
  });
  expect(added.status()).toBe(201);
  return read();
}

test.beforeEach(async ({ page }) => signIn(page));

test('the Owner switches branch in the top bar; every link and a reload keep it', async ({
  page,
}) => {
  const branches = await twoBranchesAtLeast(page);
  const [first, second] = branches;
  await page.goto('/dashboard');
  await expect(switcher(page).locator('option:checked')).toHaveText(first!.name);
  // The first branch until one is chosen: the URLs stay as they were.
  expect(new URL(page.url()).search).toBe('');
  await expect(switcher(page).locator('option')).toHaveText([
    ...branches.map((branch) => branch.name),
    'All branches',
  ]);

  // By the keyboard: the summary is asked again at the new branch, the select keeps the focus.
  const summary = page.waitForRequest((r) =>
    r.url().includes(`/api/dashboard/summary?branch=${second!.id}`),
  );
  await switcher(page).focus();
  await page.keyboard.press('ArrowDown');
  await summary;
  await expect(switcher(page)).toBeFocused();
  await expect(page).toHaveURL(urlNaming(second!.id));

  for (const [link, path] of [
    ['Members', '/users'],
    ['Plans', '/plans'],
    ['Settings', '/settings'],
    ['Dashboard', '/dashboard'],
  ] as const) {
    await nav(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?(.*&)?branch=${second!.id}(&|$)`));
    await expect(switcher(page).locator('option:checked')).toHaveText(second!.name);
  }

  // A section's own link drops it (Members → Add User): the host puts it back.
  await nav(page).getByRole('link', { name: 'Members', exact: true }).click();
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/add\\?(.*&)?branch=${second!.id}`));

  await page.reload();
  await expect(switcher(page).locator('option:checked')).toHaveText(second!.name);
  await expect(page).toHaveURL(urlNaming(second!.id));
});

/** A member of the first branch on a new plan, so that the dashboard has figures to show. */
async function aMember(page: Page) {
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Plan'), duration_days: 30, price: 1500 },
  });
  expect(plan.ok()).toBe(true);
  const member = await page.request.post('/api/members/add_member', {
    multipart: {
      name: unique('Member'),
      phone: uniquePhone(),
      joining_day: gymDay(0).iso,
      status: 'Active',
      plan: String((await plan.json()).plan.id),
      fee: '1500',
      paid: '1500',
    },
  });
  expect(member.status()).toBe(201);
}

test('All branches shows the dashboard’s figures per branch, with a Total row', async ({
  page,
}) => {
  const branches = await twoBranchesAtLeast(page);
  await aMember(page);
  await page.goto('/dashboard');
  await switcher(page).selectOption({ label: 'All branches' });
  await expect(page).toHaveURL(urlNaming('all'));
  const table = page.getByRole('table', { name: 'Branches' });
  await expect(table).toBeVisible();
  // The Owner sees the money too: six columns (their names are the screen test's).
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  await expect(table.getByRole('columnheader', { name: 'Collected this month' })).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(branches.length + 2);
  for (const [i, branch] of branches.entries())
    await expect(rows.nth(i + 1).getByRole('rowheader')).toHaveText(branch.name);
  await expect(rows.last().getByRole('rowheader')).toHaveText('Total');
});

test('on a phone (360 px) the switcher fits the top bar beside the search, nothing wider than the screen', async ({
  page,
}) => {
  await twoBranchesAtLeast(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const select = switcher(page);
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(select).toBeVisible();
  await expect(search).toBeVisible();
  const [box, searchBox] = [await select.boundingBox(), await search.boundingBox()];
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(searchBox!.x);
  expect(searchBox!.x + searchBox!.width).toBeLessThanOrEqual(360);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBe(0);
});
