import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, unique } from './support/session';
import { uniquePhone } from './support/seed';

/** A member created through the API, with a name no other test uses. */
async function addMember(page: Page) {
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Search Plan'), duration_days: 30, price: 1000 },
  });
  expect(plan.ok()).toBe(true);
  const name = unique('Findable');
  const phone = uniquePhone();
  const member = await page.request.post('/api/members/add_member', {
    multipart: {
      name,
      phone,
      plan: String((await plan.json()).plan.id),
      fee: '1000',
      paid: '1000',
    },
  });
  expect(member.ok()).toBe(true);
  return { id: (await member.json()).member_id as number, name };
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

test.beforeEach(async ({ page }) => signIn(page));

test('the top-bar search finds a member by name, and the option opens that member', async ({
  page,
}) => {
  const member = await addMember(page);
  // The unique part of the name: only this member holds it.
  const keyword = member.name.split(' ')[1]!;
  await searchBox(page).fill(keyword);
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  const option = listbox
    .getByRole('group', { name: 'Members' })
    .getByRole('option', { name: new RegExp(member.name) });
  await expect(option).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await option.click();
  await expect(page).toHaveURL(`/users/${member.id}/edit`);
  await expect(page.getByLabel('Name')).toHaveValue(member.name);
  await expect(searchBox(page)).toHaveValue('');

  // From the keyboard: arrow to the option, Enter opens it.
  await page.goto('/dashboard');
  await searchBox(page).fill(keyword);
  await expect(option).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/users/${member.id}/edit`);
});

test('Enter opens the members list filtered by the keyword', async ({ page }) => {
  const member = await addMember(page);
  await searchBox(page).fill(member.name);
  await expect(page.getByRole('option', { name: new RegExp(member.name) })).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/users?q=${encodeURIComponent(member.name).replace(/%20/g, '+')}`);
  await expect(page.getByRole('searchbox', { name: 'Search Filters' })).toHaveValue(member.name);
  await expect(page.getByRole('row').filter({ hasText: member.name })).toBeVisible();
});

test('a member saved with a phone typed as "+91 98220 11223" on the form is found from the top bar by "98220 11223" typed so', async ({
  page,
}) => {
  const planName = unique('Phone Plan');
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: planName, duration_days: 30, price: 1000 },
  });
  expect(plan.ok()).toBe(true);
  const name = unique('Phoned');

  // The form takes the number as the desk says it, with +91 and spaces.
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  const digits = uniquePhone();
  await page
    .getByLabel('Phone', { exact: true })
    .fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByLabel('Membership Plan').selectOption({ label: `${planName} (30 days)` });
  await expect(page.getByLabel('Fee Amount')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Member added successfully!/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?|$)/);

  // Typed without the +91, the number finds that member from the top bar, stored as its digits.
  await searchBox(page).fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  const option = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('group', { name: 'Members' })
    .getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(digits);
});
