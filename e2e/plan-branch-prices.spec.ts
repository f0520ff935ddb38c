import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniquePhone } from './support/seed';
import { signIn, unique } from './support/session';
import { ONE_SCREEN } from './support/tags';

/*
 * A plan's price per branch (docs/product/branches.md §26), through the composed app: the Owner gives a
 * plan its own price at a branch in the plan form; the plans list at that branch shows it; adding
 * a member there prefills it as the fee, and the fee follows the home branch while it is the
 * plan's price. The database is shared with the other journeys, so everything is named for this
 * run.
 */

const switcher = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Branch', exact: true });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test(
  'a plan priced at one branch is listed and charged at that price there, and at its own elsewhere',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    await signIn(page, '/plans');
    const branch = unique('Hinjewadi');
    const added = await page.request.post('/api/branches/add_branch', {
      data: { name: branch, address: '', phone: '' },
    });
    expect(added.status()).toBe(201);
    const branchId = (await added.json()).branch.id as number;
    const first = (
      (await (await page.request.get('/api/branches')).json()) as { data: { name: string }[] }
    ).data[0]!.name;

    // The plan form asks each branch's price; only the new branch gets its own.
    const plan = unique('Branch Gold');
    await page.goto('/plans/add');
    await page.getByLabel('Plan Name').fill(plan);
    await page.getByLabel('Duration (days)').fill('30');
    await page.getByLabel('Price (₹)', { exact: true }).fill('1500');
    const prices = page.getByRole('group', { name: 'Price per branch' });
    await prices.getByLabel(`Price at ${branch} (₹)`).fill('1800');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Plan added successfully! ID: \d+/ }),
    ).toBeVisible();

    // At the branch, the list shows its price; at the first branch, the plan's own.
    await switcher(page).selectOption({ label: branch });
    await expect(page).toHaveURL(new RegExp(`branch=${branchId}`));
    await page.getByRole('searchbox', { name: 'Search plans' }).fill(plan);
    await expect(rowOf(page, plan)).toContainText('₹1,800');
    await switcher(page).selectOption({ label: first });
    await expect(rowOf(page, plan)).toContainText('₹1,500');

    // Adding a member at the branch: the fee is its price, and follows the home branch.
    await switcher(page).selectOption({ label: branch });
    await page.goto(`/users/add?branch=${branchId}`);
    await expect(page.getByLabel('Home branch')).toHaveValue(String(branchId));
    const member = unique('Priced Member');
    await page.getByLabel('Name', { exact: true }).fill(member);
    await page.getByLabel('Phone', { exact: true }).fill(uniquePhone());
    await page.getByLabel('Membership Plan').selectOption({ label: `${plan} (30 days)` });
    await expect(page.getByLabel('Fee Amount')).toHaveValue('1800');
    await page.getByLabel('Home branch').selectOption({ label: first });
    await expect(page.getByLabel('Fee Amount')).toHaveValue('1500');
    await page.getByLabel('Home branch').selectOption({ label: branch });
    await expect(page.getByLabel('Fee Amount')).toHaveValue('1800');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Member added successfully!' }),
    ).toBeVisible();

    // The member was charged the branch's price: nothing paid, all of it due.
    const listed = await page.request.get(
      `/api/members/view_members?page=1&page_size=5&q=${encodeURIComponent(member)}&branch=${branchId}`,
    );
    expect((await listed.json()).data).toEqual([
      expect.objectContaining({ name: member, due_amount: 1800, home_branch_id: branchId }),
    ]);
  },
);
