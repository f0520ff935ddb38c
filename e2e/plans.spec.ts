import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, unique } from './support/session';
import { origin } from './support/ports';
import { ONE_SCREEN } from './support/tags';

/**
 * Waits for the add form to be whole: with two branches or more, its Price per branch group comes
 * in once the branches have loaded and pushes the buttons down, so a click sent before it lands
 * beside them (it did on a loaded machine).
 */
async function expectWholeAddForm(page: Page) {
  await expect(page.getByRole('heading', { name: 'Add New Plan' })).toBeVisible();
  const branches = await page.request.get('/api/branches');
  expect(branches.ok()).toBe(true);
  const { data } = (await branches.json()) as { data: unknown[] };
  if (data.length >= 2)
    await expect(page.getByRole('group', { name: 'Price per branch' })).toBeVisible();
}

async function addPlan(
  page: Page,
  plan: { name: string; days: string; price?: string; description?: string },
) {
  await page.goto('/plans');
  await page.getByRole('link', { name: 'Add Plan' }).click();
  await expectWholeAddForm(page);
  await page.getByLabel('Plan Name').fill(plan.name);
  await page.getByLabel('Duration (days)').fill(plan.days);
  if (plan.price) await page.getByLabel('Price (₹)').fill(plan.price);
  if (plan.description) await page.getByLabel('Description').fill(plan.description);
  await page.getByRole('button', { name: 'Add Plan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Plan added successfully! ID: \d+/ }),
  ).toBeVisible();
  await expect(page).toHaveURL('/plans');
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.beforeEach(async ({ page }) => signIn(page));

test(
  'the plans section is fetched from its own remote on :3003',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const fromPlansRemote: string[] = [];
    page.on(
      'response',
      (r) => r.url().startsWith(`${origin('plans')}/`) && fromPlansRemote.push(r.url()),
    );
    // Its manifest (which carries its sidebar link) is read as the page loads, so load it again.
    await page.reload();
    await page.getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    expect(fromPlansRemote.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromPlansRemote.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  },
);

test(
  'add form validates before sending and clears errors as fields are edited',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.url().includes('add_plan') && posts.push(r.url()));
    await page.goto('/plans/add');
    await expectWholeAddForm(page);
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await expect(page.getByText('Plan name is required')).toBeVisible();
    await expect(page.getByText('Duration is required')).toBeVisible();
    await page.getByLabel('Plan Name').fill('x');
    await expect(page.getByText('Plan name is required')).toBeHidden();
    await expect(page.getByText('Duration is required')).toBeVisible();
    expect(posts).toEqual([]);
  },
);

test(
  'a duplicate plan name shows the server message and keeps the form',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const name = unique('Dup');
    await addPlan(page, { name, days: '30' });
    await page.goto('/plans/add');
    await expectWholeAddForm(page);
    await page.getByLabel('Plan Name').fill(name);
    await page.getByLabel('Duration (days)').fill('30');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
    await expect(page.getByLabel('Plan Name')).toHaveValue(name);
  },
);

test(
  'create, search, page, edit and delete plans, surviving reloads',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const tag = unique('Journey');
    const names = Array.from({ length: 6 }, (_, i) => `${tag} ${String.fromCharCode(65 + i)}`);
    for (const [i, name] of names.entries()) {
      await addPlan(page, {
        name,
        days: String(30 * (i + 1)),
        price: String(1000 + i),
        description: i === 0 ? 'swimming pool access' : '',
      });
    }

    // Search over name narrows to the six plans; the list pages 5 at a time.
    await page.getByLabel('Search plans').fill(tag);
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(5);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await expect(rowOf(page, names[5]!)).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(6);

    // Search over description and price; the page and query live in the URL across a reload.
    await page.getByLabel('Search plans').fill('swimming pool');
    await expect(rowOf(page, names[0]!)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Search plans')).toHaveValue('swimming pool');
    await expect(rowOf(page, names[0]!)).toBeVisible();
    await page.getByLabel('Search plans').fill('1003');
    await expect(rowOf(page, names[3]!)).toBeVisible();

    // Edit through the row menu.
    await page.getByLabel('Search plans').fill(names[1]!);
    await rowOf(page, names[1]!)
      .getByRole('button', { name: /Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Plan' })).toBeVisible();
    await expect(page.getByLabel('Plan Name')).toHaveValue(names[1]!);
    await page.getByLabel('Plan Name').fill(`${names[1]} Gold`);
    await page.getByLabel('Price (₹)').fill('2500');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Plan updated successfully!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/plans(\?|$)/);
    await page.goto(`/plans?q=${encodeURIComponent(`${names[1]} Gold`)}`);
    await expect(rowOf(page, `${names[1]} Gold`)).toContainText('₹2,500');
    await expect(rowOf(page, `${names[1]} Gold`)).toContainText('60 days');

    // Delete: cancel keeps the row, confirm removes it for good.
    await rowOf(page, `${names[1]} Gold`)
      .getByRole('button', { name: /Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this plan?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, `${names[1]} Gold`)).toBeVisible();
    await rowOf(page, `${names[1]} Gold`)
      .getByRole('button', { name: /Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Deleted successfully!' }),
    ).toBeVisible();
    await expect(rowOf(page, `${names[1]} Gold`)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No plans match your search.')).toBeVisible();
  },
);
