import { expect, test, type Page } from '@playwright/test';
import { addPlan, uniquePhone } from './support/seed';
import { signIn, unique } from './support/session';

/*
 * Branches (docs/product.md §26) through the composed app: the Owner finds the gym as the first
 * branch under Settings → Branches, adds a second one and edits it; with two branches the member
 * form asks the home branch and the access, and keeps them. The database is shared with the other
 * journeys, so the branch, the plan and the member are named for this run.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function fillBranch(page: Page, { name, address, phone }: Record<string, string>) {
  await dialog(page).getByLabel('Name').fill(name!);
  await dialog(page).getByLabel('Address').fill(address!);
  await dialog(page).getByLabel('Phone').fill(phone!);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
}

test.beforeEach(async ({ page }) => signIn(page));

test('the Owner adds and edits a branch, and a member joins it with access to all branches', async ({
  page,
}) => {
  const branches = await page.request.get('/api/branches');
  expect(branches.ok()).toBe(true);
  const first = ((await branches.json()) as { data: { name: string }[] }).data[0]!.name;
  const branch = unique('Branch');
  const renamed = `${branch} West`;

  // Settings → Branches: the gym is the first branch.
  await nav(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Branches', exact: true }).click();
  await expect(page).toHaveURL('/settings/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  await expect(page.getByRole('cell', { name: first, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add branch' }).click();
  await fillBranch(page, {
    name: branch,
    address: 'Paud Road,\nPune 411038',
    phone: '+912025432100',
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Branch added successfully!' }),
  ).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(rowOf(page, branch)).toContainText('+912025432100');

  await rowOf(page, branch)
    .getByRole('button', { name: `Edit ${branch}` })
    .click();
  await expect(dialog(page).getByLabel('Name')).toHaveValue(branch);
  await expect(dialog(page).getByLabel('Address')).toHaveValue('Paud Road,\nPune 411038');
  await fillBranch(page, {
    name: renamed,
    address: 'Paud Road,\nPune 411038',
    phone: '+912025432199',
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Branch updated successfully!' }),
  ).toBeVisible();
  await expect(rowOf(page, renamed)).toContainText('+912025432199');

  // Two branches: the member form asks where the member belongs.
  const plan = unique('Plan');
  await addPlan(page, { name: plan, price: 2400 });
  const member = unique('Member');
  await nav(page).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
  await expect(page.getByLabel('Home branch')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Branch access' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'This branch only' })).toBeChecked();
  await page.getByLabel('Name').fill(member);
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('Membership Plan').selectOption({ label: `${plan} (30 days)` });
  await page.getByLabel('Home branch').selectOption({ label: renamed });
  await page.getByRole('radio', { name: 'All branches' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Member added successfully!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?|$)/);

  // Editing the member shows the choices kept.
  await page.getByRole('searchbox', { name: 'Search Filters' }).fill(member);
  await rowOf(page, member)
    .getByRole('button', { name: `Actions for ${member}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(member);
  await expect(page.getByLabel('Home branch').locator('option:checked')).toHaveText(renamed);
  await expect(page.getByRole('radio', { name: 'All branches' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'This branch only' })).not.toBeChecked();
});
