import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gymDay, withDatabase } from './support/database';
import { pickMember } from './support/check-in';
import { signIn, unique } from './support/session';
import { uniquePhone } from './support/seed';

const count = (page: Page) => page.getByText(/^Checked in now: \d+$/);
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** A member on a new 30-day plan, added through the API; joined long ago, they are expired. */
async function addMember(page: Page, name: string, joiningDay?: string) {
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Plan'), duration_days: 30, price: 1500 },
  });
  expect(plan.ok()).toBe(true);
  const form = {
    name,
    phone: uniquePhone(),
    plan: String((await plan.json()).plan.id),
    fee: '1500',
    paid: '1000',
    status: 'Active',
    payment_method: 'cash',
    ...(joiningDay ? { joining_day: joiningDay } : {}),
  };
  const added = await page.request.post('/api/members/add_member', { multipart: form });
  expect(added.status()).toBe(201);
  return (await added.json()).member_id as number;
}

const checkedInNow = async (page: Page) =>
  Number(/\d+/.exec((await count(page).textContent()) ?? '')![0]);

test.beforeEach(async ({ page }) => signIn(page));

test('check a member in and out at the desk: today’s attendance and the checked-in-now count follow', async ({
  page,
}) => {
  const name = unique('Walkin');
  await addMember(page, name);
  await page.getByRole('link', { name: 'Attendance' }).click();
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await expect(count(page)).toBeVisible();
  const before = await checkedInNow(page);

  await pickMember(page, name);
  await expect(page.getByRole('group', { name: 'Standing' })).toContainText('Active, owes ₹500');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} checked in.` })).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}:\d{2}$/);
  await expect(row.getByRole('cell').nth(4)).toHaveText('30 days');
  await expect(count(page)).toHaveText(`Checked in now: ${before + 1}`);

  await row.getByRole('button', { name: `Check out ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} checked out.` })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}:\d{2}$/);
  await expect(count(page)).toHaveText(`Checked in now: ${before}`);

  // Still there after a reload: it is today's record on the server.
  await page.reload();
  await expect(rowOf(page, name)).toHaveCount(1);
});

test('an expired member is refused with the message, and no row appears; Renew in the panel lets them in right there', async ({
  page,
}) => {
  const name = unique('Lapsed');
  const id = await addMember(page, name, '2020-01-01');
  const message = `${name}'s membership expired on 31 Jan 2020. Renew it before checking in.`;
  await page.goto('/attendance');
  await pickMember(page, name);
  await expect(page.getByRole('group', { name: 'Standing' }).getByRole('alert')).toHaveText(
    message,
  );
  await expect(page.getByRole('button', { name: 'Check in', exact: true })).toBeDisabled();

  // The API refuses it too, whoever asks, and writes nothing.
  const refused = await page.request.post('/api/attendance/check_in', { data: { member_id: id } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ status: 'failed', message });
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  const today = await page.request.get('/api/attendance/records?page_size=100');
  expect(
    ((await today.json()).data as { member_id: number }[]).some((r) => r.member_id === id),
  ).toBe(false);

  // The desk renews them in the panel, with the Expired screen's dialog, and checks them in.
  await pickMember(page, name);
  const standing = page.getByRole('group', { name: 'Standing' });
  await standing.getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: `Renew ${name}` });
  await expect(dialog.getByRole('spinbutton', { name: 'Fee' })).toHaveValue('1500');
  await expect(dialog).toContainText('₹500 still owed from the last period is added to this fee.');
  await expect(dialog.getByRole('spinbutton', { name: 'Paid' })).toHaveValue('2000');
  await dialog.getByRole('button', { name: 'Renew' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: new RegExp(`${name} renewed until ${gymDay(30).words}\\. Invoice: INV-\\d{5}`),
    }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(standing.getByText('Active', { exact: true })).toBeVisible();
  await expect(standing.getByRole('alert')).toHaveCount(0);
  const checkIn = page.getByRole('button', { name: 'Check in', exact: true });
  await expect(checkIn).toBeFocused();
  await checkIn.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${name} checked in.` })).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(1);
});

test('by keyboard: the Member box has the focus on arrival, Enter checks in the one match, and the focus comes back after each check-in and check-out', async ({
  page,
}) => {
  const name = unique('Keys');
  await addMember(page, name);
  await page.goto('/attendance');
  const box = page.getByRole('combobox', { name: 'Member' });
  await expect(box).toBeFocused();

  // The whole name at once, then Enter before the lookup has answered: the Enter waits for it.
  await box.fill(name);
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${name} checked in.` })).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();

  await row.getByRole('button', { name: `Check out ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} checked out.` })).toBeVisible();
  await expect(box).toBeFocused();
});

test('a visit left open yesterday does not block today’s check-in: it is closed as “No check-out recorded” on its day, and the message says so', async ({
  page,
  database,
}) => {
  const name = unique('Forgetful');
  const id = await addMember(page, name);
  const checkedIn = await page.request.post('/api/attendance/check_in', {
    data: { member_id: id },
  });
  expect(checkedIn.status()).toBe(201);
  // That visit began yesterday, and nobody checked the member out.
  const yesterday = gymDay(-1);
  const began = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  await withDatabase(database, (db) =>
    db
      .updateTable('attendance')
      .set({ day: yesterday.iso, check_in: began, created_at: began })
      .where('member_id', '=', id)
      .execute(),
  );

  await page.goto('/attendance');
  const box = page.getByRole('combobox', { name: 'Member' });
  await expect(box).toBeFocused();
  await box.fill(name);
  await box.press('Enter');
  await expect(
    page.getByRole('status').filter({
      hasText: `${name} checked in. Their visit on ${yesterday.words} had no check-out recorded.`,
    }),
  ).toBeVisible();
  await expect(rowOf(page, name).getByRole('button', { name: `Check out ${name}` })).toBeVisible();

  await page.goto(`/attendance?day=${yesterday.iso}`);
  await expect(rowOf(page, name).getByRole('cell').nth(3)).toHaveText('No check-out recorded');
});

test('a family on one phone: the second member is refused until “Shares this phone with another member” is ticked, then check-in, the top bar and the members list find both by that phone', async ({
  page,
}) => {
  const planName = unique('Family plan');
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: planName, duration_days: 30, price: 1500 },
  });
  expect(plan.ok()).toBe(true);
  const digits = uniquePhone();
  const spaced = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  const family = unique('Family');
  const [asha, ravi] = [`${family} Asha`, `${family} Ravi`];
  const first = await page.request.post('/api/members/add_member', {
    multipart: {
      name: asha,
      phone: digits,
      plan: String((await plan.json()).plan.id),
      fee: '1500',
      paid: '1500',
      payment_method: 'cash',
    },
  });
  expect(first.status()).toBe(201);

  // The second on the same phone, typed as people type it: refused without the tick, then added.
  await page.goto('/users/add');
  await page.getByLabel('Name').fill(ravi);
  await page.getByLabel('Phone', { exact: true }).fill(spaced);
  await page.getByLabel('Membership Plan').selectOption({ label: `${planName} (30 days)` });
  await page.getByLabel('Paid Amount').fill('1500');
  const shares = page.getByRole('checkbox', { name: 'Shares this phone with another member' });
  await expect(shares).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Another member has this phone number. Tick “Shares this phone with another member” if they share it.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users\/add$/);
  // The message read, it is put away (it sits over the form's buttons), and the box ticked.
  await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
  await shares.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Member added successfully!/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?|$)/);

  // The members list finds both by the phone, stored as its ten digits.
  await page.goto(`/users?q=${encodeURIComponent(spaced)}`);
  for (const name of [asha, ravi]) await expect(rowOf(page, name)).toContainText(digits);
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(2);

  // The top bar lists both.
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(digits);
  const results = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('group', { name: 'Members' });
  for (const name of [asha, ravi])
    await expect(results.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await search.fill('');

  // At the desk the phone lists both: Enter checks in no one, each is picked and checked in.
  await page.getByRole('link', { name: 'Attendance' }).click();
  const box = page.getByRole('combobox', { name: 'Member' });
  const matching = page.getByRole('listbox', { name: 'Matching members' });
  for (const name of [ravi, asha]) {
    await box.fill(spaced);
    await expect(matching.getByRole('option')).toHaveCount(2);
    await expect(matching.getByRole('option', { name: new RegExp(asha) })).toBeVisible();
    await matching.getByRole('option', { name: new RegExp(name) }).click();
    await expect(box).toHaveValue(name);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} checked in.` })).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(1);
  }
});
