import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, unique } from './support/session';
import { pickMember } from './support/check-in';
import { uniquePhone } from './support/seed';

const TEMPORARY = 'first-day-at-the-desk';
const CHOSEN = 'my-own-desk-password';

const figure = (page: Page, title: string) => page.getByRole('region', { name: title });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function signInAs(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  return page;
}

test('the Owner adds a Front desk account; it chooses its password, works the desk within its role, and is signed out once disabled', async ({
  page,
  browser,
}) => {
  const fullName = unique('Desk Clerk');
  const username = `clerk-${Date.now().toString(36)}`;
  await signIn(page, '/dashboard');
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Plan'), duration_days: 30, price: 1200 },
  });
  expect(plan.ok()).toBe(true);
  const planName = (await plan.json()).plan.name as string;

  // The Owner adds the account from the Team page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add account' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Role').selectOption({ label: 'Front desk' });
  await page.getByLabel('Temporary password').fill(TEMPORARY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/team');
  const added = rowOf(page, username);
  await expect(added).toContainText('Front desk');
  await expect(added).toContainText('Active');

  // The clerk signs in and must choose a password before anything else.
  const desk = await signInAs(browser, username, TEMPORARY);
  await expect(desk.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await desk.getByLabel('New password', { exact: true }).fill(CHOSEN);
  await desk.getByLabel('Confirm new password').fill(CHOSEN);
  await desk.getByRole('button', { name: 'Save password' }).click();
  const nav = desk.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();

  // No Team link.
  await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // The clerk adds a member…
  const member = unique('Walkin');
  await nav.getByRole('link', { name: 'Members' }).click();
  await desk.getByRole('link', { name: 'Add User' }).click();
  await desk.getByLabel('Name').fill(member);
  await desk.getByLabel('Phone', { exact: true }).fill(uniquePhone());
  await desk.getByLabel('Membership Plan').selectOption({ label: `${planName} (30 days)` });
  await desk.getByLabel('Paid Amount').fill('1200');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: /Member added successfully!/ }),
  ).toBeVisible();

  // …who has no Delete in the row menu…
  await desk.getByRole('searchbox', { name: 'Search Filters' }).fill(member);
  const row = rowOf(desk, member);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${member}` }).click();
  await expect(desk.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(desk.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await desk.keyboard.press('Escape');

  // …and checks them in.
  await nav.getByRole('link', { name: 'Attendance' }).click();
  await pickMember(desk, member);
  await desk.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${member} checked in.` })).toBeVisible();

  // The dashboard's member cards, without the money ones.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(figure(desk, 'Active Members')).toBeVisible();
  await expect(figure(desk, 'Expiring in 7 days')).toBeVisible();
  await expect(figure(desk, 'Collected this month')).toHaveCount(0);
  await expect(figure(desk, 'Outstanding dues')).toHaveCount(0);

  // The Team page is not the clerk's.
  await desk.goto('/team');
  await expect(desk.getByText('You do not have access to this page.')).toBeVisible();
  await nav.getByRole('link', { name: 'Members' }).click();
  await expect(desk.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();

  // The Owner disables the account; the clerk's open page is signed out on its next request.
  await page.reload();
  await rowOf(page, username)
    .getByRole('button', { name: `Actions for ${fullName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(rowOf(page, username)).toContainText('Disabled');

  await nav.getByRole('link', { name: 'Plans' }).click();
  await expect(desk.getByRole('button', { name: 'Login' })).toBeVisible();
  await desk.context().close();
});

test('after a reload on Choose a new password, saving opens the dashboard with its figures', async ({
  page,
  browser,
}) => {
  const username = `reloader-${Date.now().toString(36)}`;
  await signIn(page, '/dashboard');
  const added = await page.request.post('/api/team/add_account', {
    data: {
      full_name: unique('Reloading Clerk'),
      username,
      role_id: 3,
      temporary_password: TEMPORARY,
    },
  });
  expect(added.ok()).toBe(true);

  const desk = await signInAs(browser, username, TEMPORARY);
  await expect(desk.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(desk).toHaveURL('/dashboard');
  // The page loaded again asks for the dashboard's first figures with the page, while the account
  // may not read them yet.
  await desk.reload();
  await desk.getByLabel('New password', { exact: true }).fill(CHOSEN);
  await desk.getByLabel('Confirm new password').fill(CHOSEN);
  await desk.getByRole('button', { name: 'Save password' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(figure(desk, 'Active Members')).toBeVisible();
  await desk.context().close();
});
