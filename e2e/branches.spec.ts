import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addMember, addPlan, uniquePhone } from './support/seed';
import { screenSettled } from './support/screens';
import { signIn, unique } from './support/session';

/*
 * Branches (docs/product/branches.md §26) through the composed app: the Owner finds the gym as the first
 * branch under Settings → Branches, adds a second one and edits it; with two branches the member
 * form asks the home branch and the access, and keeps them, and the member's row menu moves them to
 * another branch. The database is shared with the other journeys, so the branch, the plan and the
 * member are named for this run.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The top bar's branch switcher. */
const switcher = (page: Page) => page.getByRole('combobox', { name: 'Branch', exact: true });

const ADDRESS = 'Paud Road,\nPune 411038';

/**
 * Types the branch into the open dialog and saves it: the API's message, and the branch listed
 * with its phone as stored (the one phone rule's digits).
 */
async function saveBranch(
  page: Page,
  name: string,
  [phone, stored]: [typed: string, stored: string],
  message: string,
) {
  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByLabel('Address').fill(ADDRESS);
  await dialog(page).getByLabel('Phone').fill(phone);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(rowOf(page, name)).toContainText(stored);
}

test.beforeEach(async ({ page }) => signIn(page));

test('the Owner adds and edits a branch, a member joins it with access to all branches, and moves to the first branch', async ({
  page,
}) => {
  const branches = await page.request.get('/api/branches');
  expect(branches.ok()).toBe(true);
  const first = ((await branches.json()) as { data: { name: string }[] }).data[0]!.name;
  const branch = unique('Branch');
  const renamed = `${branch} West`;
  // Added behind the app's back, so before the page reads anything (it is loaded again): a read of
  // the plans begun in the two seconds before the member form opens (the dashboard's, or after a
  // branch is saved) stands for the form's own (SWR's deduping), and must already list it.
  const plan = unique('Plan');
  await addPlan(page, { name: plan, price: 2400 });
  await page.reload();

  // Settings → Branches: the gym is the first branch.
  await nav(page).getByRole('link', { name: 'Settings' }).click();
  // The settings' cards above the link load their data and grow: click once they have.
  await screenSettled(page);
  await page.getByRole('link', { name: 'Branches', exact: true }).click();
  await expect(page).toHaveURL('/settings/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  await expect(page.getByRole('cell', { name: first, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add branch' }).click();
  await saveBranch(page, branch, ['+91 20 2543 2100', '2025432100'], 'Branch added successfully!');

  await rowOf(page, branch)
    .getByRole('button', { name: `Edit ${branch}` })
    .click();
  await expect(dialog(page).getByLabel('Name')).toHaveValue(branch);
  await expect(dialog(page).getByLabel('Address')).toHaveValue(ADDRESS);
  await saveBranch(
    page,
    renamed,
    ['(020) 2543-2199', '2025432199'],
    'Branch updated successfully!',
  );

  // Two branches: the member form asks where the member belongs.
  const member = unique('Member');
  await nav(page).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add User' })).toBeVisible();
  await expect(page.getByLabel('Home branch')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Branch access' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'This branch only' })).toBeChecked();
  await page.getByLabel('Name').fill(member);
  await page.getByLabel('Phone', { exact: true }).fill(uniquePhone());
  await page.getByLabel('Membership Plan').selectOption({ label: `${plan} (30 days)` });
  await page.getByLabel('Home branch').selectOption({ label: renamed });
  await page.getByRole('radio', { name: 'All branches' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Member added successfully!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?|$)/);

  // The list shows the branch chosen in the top bar: the member is the new branch's.
  await switcher(page).selectOption({ label: renamed });
  await expect(page).toHaveURL(/[?&]branch=\d+/);
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

  // Move to branch, by the keyboard: the member goes back to the first branch.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await rowOf(page, member)
    .getByRole('button', { name: `Actions for ${member}` })
    .click();
  await page.getByRole('menuitem', { name: 'Move to branch' }).click();
  await expect(
    dialog(page).getByRole('heading', { name: `Move ${member} to another branch` }),
  ).toBeVisible();
  const branchField = dialog(page).getByLabel('Branch', { exact: true });
  await expect(branchField).toBeFocused();
  await expect(branchField.locator('option', { hasText: renamed })).toHaveCount(0);
  await branchField.selectOption({ label: first });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Move' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${member} moved to ${first}.` }),
  ).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // They leave this branch's list for the first one's, where editing them shows the new home.
  await expect(rowOf(page, member)).toHaveCount(0);
  await switcher(page).selectOption({ label: first });
  await page.getByRole('searchbox', { name: 'Search Filters' }).fill(member);
  await rowOf(page, member)
    .getByRole('button', { name: `Actions for ${member}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue(member);
  await expect(page.getByLabel('Home branch').locator('option:checked')).toHaveText(first);
});

test('under All branches on a desktop, a wide list’s Branch column is in view beside the names, not under the pinned actions', async ({
  page,
}) => {
  const added = await page.request.post('/api/branches/add_branch', {
    data: { name: unique('Wide branch'), address: ADDRESS, phone: uniquePhone() },
  });
  expect(added.ok()).toBe(true);
  const name = unique('Wide Member');
  await addMember(page, { name, plan: await addPlan(page), fee: 3000, paid: 1000 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/users?branch=all');
  await page.getByRole('searchbox', { name: 'Search Filters' }).fill(name);
  await expect(rowOf(page, name)).toHaveCount(1);
  const header = (text: string) =>
    page.getByRole('columnheader', { name: text, exact: true }).boundingBox();
  const [branch, actions] = [(await header('Branch'))!, (await header('Actions'))!];
  expect(branch.x + branch.width, 'left of the pinned actions').toBeLessThanOrEqual(actions.x);
  expect(branch.x + branch.width, 'within the window').toBeLessThanOrEqual(1280);
});
