import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniquePhone } from './support/seed';
import { pickMember } from './support/check-in';
import { signIn, unique } from './support/session';

/*
 * A chain's day (docs/product/branches.md §26), through the composed app: the Owner adds a second branch
 * and a Front desk account for it alone. That account sees only its branch's members, cannot open
 * the first branch's member by URL, checks in the first branch's member who may train at every
 * branch and does not find (nor may check in) the one who may not; the Owner's All branches
 * dashboard shows both
 * branches and their total. The database is shared with the other journeys, so everything is
 * named for this run.
 */

const TEMPORARY = 'first-day-at-baner';
const CHOSEN = 'my-own-baner-password';
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signInAs(browser: Browser, username: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  return page;
}

/** A member added through the API at `branch`, with their branch access; answers their id. */
async function addMember(page: Page, plan: number, name: string, branch: number, access: string) {
  const added = await page.request.post('/api/members/add_member', {
    multipart: {
      name,
      phone: uniquePhone(),
      plan: String(plan),
      fee: '1500',
      paid: '1500',
      status: 'Active',
      payment_method: 'cash',
      home_branch: String(branch),
      branch_access: access,
    },
  });
  expect(added.status()).toBe(201);
  return (await added.json()).member_id as number;
}

test('a Front desk account at one branch works there alone, checks in a member of every branch, and the Owner reads both branches together', async ({
  page,
  browser,
}) => {
  await signIn(page, '/dashboard');
  const first = (
    (await (await page.request.get('/api/branches')).json()) as {
      data: { id: number; name: string }[];
    }
  ).data[0]!;

  // The Owner adds a branch under Settings → Branches.
  const branch = unique('Wakad');
  await page.goto('/settings/branches');
  await page.getByRole('button', { name: 'Add branch' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(branch);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Branch added successfully!' }),
  ).toBeVisible();
  const branches = (await (await page.request.get('/api/branches')).json()).data as {
    id: number;
    name: string;
  }[];
  const second = branches.find((b) => b.name === branch)!.id;

  // Members at each branch; one of the first branch's may train at every branch.
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Plan'), duration_days: 30, price: 1500 },
  });
  const planId = (await plan.json()).plan.id as number;
  const here = unique('Wakad Member');
  const stayer = unique('Kothrud Only');
  const traveller = unique('Kothrud Anywhere');
  await addMember(page, planId, here, second, 'branch');
  const stayerId = await addMember(page, planId, stayer, first.id, 'branch');
  await addMember(page, planId, traveller, first.id, 'all');

  // …and a Front desk account for the new branch alone, from the Team page.
  const username = `desk-${Date.now().toString(36)}`;
  await nav(page).getByRole('link', { name: 'Team' }).click();
  await page.getByRole('link', { name: 'Add account' }).click();
  await page.getByLabel('Full name').fill(unique('Wakad Desk'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Role').selectOption({ label: 'Front desk' });
  await page.getByLabel('Temporary password').fill(TEMPORARY);
  const given = page.getByRole('group', { name: 'Branches' });
  await given.getByRole('checkbox', { name: 'All branches' }).uncheck();
  await given.getByRole('checkbox', { name: branch }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/team');
  await expect(rowOf(page, username)).toContainText('Front desk');

  // The desk signs in, chooses its password, and works at its branch: no switcher, its members only.
  const desk = await signInAs(browser, username, TEMPORARY);
  await desk.getByLabel('New password', { exact: true }).fill(CHOSEN);
  await desk.getByLabel('Confirm new password').fill(CHOSEN);
  await desk.getByRole('button', { name: 'Save password' }).click();
  await expect(nav(desk)).toBeVisible();
  await nav(desk).getByRole('link', { name: 'Members' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(desk.getByRole('combobox', { name: 'Branch', exact: true })).toHaveCount(0);
  await desk.getByRole('searchbox', { name: 'Search Filters' }).fill('Kothrud');
  await expect(desk.getByText('No members match your search.')).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Search Filters' }).fill(here);
  await expect(rowOf(desk, here)).toHaveCount(1);

  // The first branch's member, by URL: as if there were none.
  await desk.goto(`/users/${stayerId}/edit`);
  await expect(desk.getByText('Member not found')).toBeVisible();

  // Check-in anywhere allowed: the traveller checks in here; the stayer is not offered, and a
  // check-in sent for them anyway is answered as one of no member, naming nobody.
  await nav(desk).getByRole('link', { name: 'Attendance' }).click();
  await expect(desk.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await pickMember(desk, traveller);
  await desk.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: `${traveller} checked in.` }),
  ).toBeVisible();
  await expect(rowOf(desk, traveller)).toHaveCount(1);
  await desk.getByRole('combobox', { name: 'Member' }).fill(stayer);
  await expect(desk.getByText('No members match.')).toBeVisible();
  const refused = await desk.request.post('/api/attendance/check_in', {
    data: { member_id: stayerId },
  });
  expect(refused.status()).toBe(404);
  expect((await refused.json()).message).toBe('No member with that id here.');
  await desk.reload();
  await expect(rowOf(desk, traveller)).toHaveCount(1);
  await expect(rowOf(desk, stayer)).toHaveCount(0);

  // The Owner reads every branch: the dashboard's row per branch and their total.
  await page.goto('/dashboard');
  const switcher = page.getByRole('combobox', { name: 'Branch', exact: true });
  await expect(switcher).toBeVisible();
  await switcher.selectOption({ label: 'All branches' });
  await expect(page).toHaveURL(/[?&]branch=all/);
  const perBranch = page.getByRole('table', { name: 'Branches' });
  await expect(perBranch).toBeVisible();
  await expect(rowOf(page, first.name).first()).toBeVisible();
  await expect(perBranch.getByRole('row').filter({ hasText: branch })).toHaveCount(1);
  await expect(perBranch.getByRole('row').filter({ hasText: 'Total' })).toHaveCount(1);
});
