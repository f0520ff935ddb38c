import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { gymDay } from './support/database';
import { signIn, unique } from './support/session';
import { uniquePhone } from './support/seed';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The seven months ending this one, as the charts' tables name them ('Nov 2026'). */
const lastSevenMonths = () =>
  Array.from({ length: 7 }, (_, i) => {
    const date = new Date();
    date.setDate(1);
    date.setMonth(date.getMonth() - 6 + i);
    return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  });

async function addPlan(request: APIRequestContext) {
  const response = await request.post('/api/members/add_plan', {
    data: { name: unique('Plan'), duration_days: 30, price: 1500 },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).plan.id as number;
}

/** A member on the 30-day plan `plan`, joining `joining` days from today. */
async function addMember(
  request: APIRequestContext,
  plan: number,
  fields: { name: string; joining: number; status?: string; paid?: string },
) {
  const multipart = {
    name: fields.name,
    phone: uniquePhone(),
    joining_day: gymDay(fields.joining).iso,
    status: fields.status ?? 'Active',
    plan: String(plan),
    fee: '1500',
    paid: fields.paid ?? '1500',
  };
  const response = await request.post('/api/members/add_member', { multipart });
  expect(response.status()).toBe(201);
  return (await response.json()).member_id as number;
}

/** Active members as the members list itself gives them (the e2e database is shared with other specs). */
async function activeMembersListed(request: APIRequestContext) {
  const members: { status: string }[] = await (
    await request.get('/api/members/view_members')
  ).json();
  return members.filter((member) => member.status === 'Active').length;
}

const figure = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => signIn(page));

test('Active Members counts the active members the API lists, not the expired or inactive, and both charts draw the last seven months', async ({
  page,
}) => {
  const plan = await addPlan(page.request);
  const before = await activeMembersListed(page.request);
  await addMember(page.request, plan, { name: unique('Active'), joining: 0 });
  // Active, but past the 30 days of their plan: the list shows them Expired.
  await addMember(page.request, plan, { name: unique('Expired'), joining: -40 });
  await addMember(page.request, plan, { name: unique('Inactive'), joining: 0, status: 'Inactive' });
  const active = await activeMembersListed(page.request);
  expect(active).toBe(before + 1);

  await page.goto('/dashboard');
  await expect(
    figure(page, 'Active Members').getByText(active.toLocaleString('en-IN'), { exact: true }),
  ).toBeVisible();
  await expect(figure(page, 'New Members')).toContainText(/from last month|None joined last month/);
  await expect(
    figure(page, 'Reminders due today').getByRole('link', { name: 'Reminders due today' }),
  ).toHaveAttribute('href', '/reminders');

  const growth = figure(page, 'Total Members Growth');
  await expect(growth.getByRole('img', { name: 'Total Members Growth' })).toBeVisible();
  await expect(growth.locator('svg[role="img"]')).toHaveCount(1);
  await expect(
    growth.getByRole('table', { name: 'Total Members Growth' }).getByRole('rowheader'),
  ).toHaveText(lastSevenMonths());

  const pie = figure(page, 'Members vs Trainers');
  await expect(pie.getByRole('img', { name: 'Members vs Trainers' })).toBeVisible();
  await expect(
    pie
      .getByRole('table', { name: 'Members vs Trainers' })
      .getByRole('row', { name: /Active members/ }),
  ).toContainText(active.toLocaleString('en-IN'));
});

test('the bell counts a member who expires tomorrow and lists them, linking to the member', async ({
  page,
}) => {
  const plan = await addPlan(page.request);
  const before = (await (await page.request.get('/api/dashboard/notifications')).json())
    .total as number;
  const name = unique('Expiring');
  const id = await addMember(page.request, plan, { name, joining: 1 - 30 });
  const total = before + 1;

  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription(
    `${total.toLocaleString('en-IN')} ${total === 1 ? 'reminder' : 'reminders'} due today`,
  );
  // The badge beside the bell (in the button, its text would have to be part of the name).
  await expect(
    page.getByRole('banner').getByText(total > 99 ? '99+' : String(total), { exact: true }),
  ).toBeVisible();

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const member = panel.getByRole('link', { name: `${name}, Expires tomorrow` });
  await expect(member).toHaveAttribute('href', `/users/${id}/edit`);
  await expect(panel.getByRole('link', { name: 'Open Reminders' })).toHaveAttribute(
    'href',
    '/reminders',
  );
  await page.keyboard.press('Escape');
  await expect(member).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await member.click();
  await expect(page).toHaveURL(`/users/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
});

test('an Owner of a new gym is led through setting it up: the gym’s details saved from the checklist mark that step done and name branch 1 after the gym', async ({
  browser,
  emptyGym,
}) => {
  // A gym nobody has written to: the other journeys' database has members and plans.
  const context = await browser.newContext({ baseURL: emptyGym });
  const page = await context.newPage();
  try {
    await signIn(page);
    const checklist = page.getByRole('region', { name: 'Set up your gym' });
    const step = (name: string) => checklist.getByRole('listitem', { name });
    await expect(checklist.getByText('0 of 5 done')).toBeVisible();
    await expect(checklist.getByRole('listitem')).toHaveCount(5);
    for (const name of ['Gym details', 'Branches', 'Plans', 'Team', 'Import'])
      await expect(step(name).getByText('To do', { exact: true })).toBeVisible();
    // Below it, the dashboard of a gym with nothing yet.
    await expect(page.getByText(/Nothing to show yet/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // From the checklist, by the keyboard, to the Gym section of Settings.
    await step('Gym details').getByRole('link', { name: "Enter the gym's details" }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/settings');
    const form = page.getByRole('form', { name: 'Gym details' });
    await form.getByLabel('Gym name').fill('Iron Temple Koramangala');
    await form.getByLabel('Address').fill('12, 80 Feet Road\nKoramangala, Bengaluru');
    await form.getByLabel('Phone').fill('+91 80 4123 4567');
    await form.getByRole('button', { name: 'Save gym details' }).click();
    await expect(page.getByRole('status')).toContainText('Gym details updated successfully!');

    // Back on the dashboard, the step is done, and Branches with it: branch 1 took the address.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(checklist.getByText('2 of 5 done')).toBeVisible();
    await expect(step('Gym details').getByText('Done', { exact: true })).toBeVisible();
    await expect(step('Branches').getByText('Done', { exact: true })).toBeVisible();
    await expect(step('Plans').getByText('To do', { exact: true })).toBeVisible();

    // Branch 1 is named after the gym, with its address and phone.
    await step('Branches').getByRole('link', { name: 'See branches' }).click();
    await expect(page).toHaveURL('/settings/branches');
    const branchOne = page.getByRole('row').filter({ hasText: 'Iron Temple Koramangala' });
    await expect(branchOne).toHaveCount(1);
    await expect(branchOne).toContainText('Koramangala, Bengaluru');
    await expect(branchOne).toContainText('8041234567');
    await expect(page.getByRole('cell', { name: 'Main branch' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
