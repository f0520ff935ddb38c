import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, unique } from './support/session';
import { uniquePhone } from './support/seed';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A plan and a member on it, set up through the API as the desk would have entered them. */
async function memberWith(
  page: Page,
  { joinedDaysAgo, fee, paid }: { joinedDaysAgo: number; fee: number; paid: number },
) {
  const planName = unique('Plan');
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: planName, duration_days: 30, price: fee },
  });
  expect(plan.ok()).toBe(true);
  const name = unique('Member');
  const added = await page.request.post('/api/members/add_member', {
    multipart: {
      name,
      phone: uniquePhone(),
      joining_day: day(-joinedDaysAgo),
      plan: String((await plan.json()).plan.id),
      fee: String(fee),
      paid: String(paid),
      payment_method: 'cash',
    },
  });
  expect(added.status()).toBe(201);
  // The signed-in page read the plans before this one existed (the shell reads them as it starts):
  // load it again, as the desk would see the gym now, or a dialog may offer the plans of before.
  await page.reload();
  return { name, planName, id: (await added.json()).member_id as number };
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search members' }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
}

test.beforeEach(async ({ page }) => signIn(page));

test('a member with a due shows in Balance Pending, and a payment recorded there lowers it', async ({
  page,
}) => {
  const { name, id } = await memberWith(page, { joinedDaysAgo: 40, fee: 3000, paid: 1000 });

  await page.getByRole('link', { name: 'Pending' }).click();
  await expect(page.getByRole('heading', { name: 'Balance Pending', level: 1 })).toBeVisible();
  await searchFor(page, name);
  await expect(rowOf(page, name)).toContainText('₹2,000');
  await expect(rowOf(page, name)).toContainText('40 days overdue');
  await page.getByLabel('Overdue for').selectOption({ label: '0–7 days' });
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.getByLabel('Overdue for').selectOption({ label: 'Over 30 days' });
  await expect(rowOf(page, name)).toBeVisible();

  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/pending/${id}/edit`);
  await expect(page.getByLabel('ID', { exact: true })).toHaveValue(String(id));
  await page.getByLabel('Paid').fill('2500');
  await expect(page.getByRole('textbox', { name: 'Pending' })).toHaveValue('₹500');
  await page.getByLabel('Payment method').selectOption({ label: 'UPI' });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User data updated!' })).toBeVisible();

  // Back on the list it came from (same search and filter), with the lower due.
  await expect(page).toHaveURL(/\/pending\?/);
  await expect(rowOf(page, name)).toContainText('₹500');
  const pending = await (
    await page.request.get(`/api/payments/pending_members?q=${encodeURIComponent(name)}`)
  ).json();
  expect(pending.data).toEqual([
    expect.objectContaining({ id, paid_amount: 2500, due_amount: 500 }),
  ]);
});

test('a member whose membership ran out shows in the Expired Member List and leaves it on Renew, paying what it collects', async ({
  page,
}) => {
  const { name } = await memberWith(page, { joinedDaysAgo: 100, fee: 1500, paid: 1000 });

  await page.getByRole('link', { name: 'Expired' }).click();
  await expect(page.getByRole('heading', { name: 'Expired Member List', level: 1 })).toBeVisible();
  await searchFor(page, name);
  await expect(rowOf(page, name)).toContainText('Expired');

  await page.getByRole('button', { name: `Renew ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Renew ${name}` });
  await expect(dialog.getByLabel('Fee')).toHaveValue('1500');
  // The plan's price and the ₹500 carried in, which Paid starts at.
  await expect(dialog.getByText('To collect ₹2,000')).toBeVisible();
  await expect(dialog.getByLabel('Paid')).toHaveValue('2000');
  await dialog.getByLabel('Payment method').selectOption({ label: 'Card' });
  await dialog.getByRole('button', { name: 'Renew' }).click();

  const renewed = page
    .getByRole('status')
    .filter({ hasText: new RegExp(`${name} renewed until .+\\. Invoice: INV-\\d{5}`) });
  await expect(renewed).toBeVisible();
  const renewal = /Invoice: (INV-\d{5})/.exec((await renewed.textContent()) ?? '')![1]!;
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(page.getByText('No expired members match your search.')).toBeVisible();

  // Paid in full: nothing is owed, so Balance Pending does not list them.
  await page.getByRole('link', { name: 'Pending' }).click();
  await expect(page.getByRole('heading', { name: 'Balance Pending', level: 1 })).toBeVisible();
  await searchFor(page, name);
  await expect(page.getByText('No pending balances match.')).toBeVisible();

  // The ₹500 the joining invoice left owing was carried into the renewal and paid there: that
  // invoice reads Carried to the renewal's number, owes nothing, and Pending does not list it.
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Invoice History', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(name);
  // The search in the URL first: a filter chosen while it is still being typed in is not kept.
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(rowOf(page, name)).toHaveCount(2);
  const joining = rowOf(page, `Carried to ${renewal}`);
  await expect(joining).toHaveCount(1);
  await expect(joining.getByRole('cell', { name: '₹0', exact: true })).toBeVisible();
  await expect(rowOf(page, renewal).filter({ hasText: 'Paid' })).toHaveCount(1);
  await page.getByLabel('Status').selectOption('Pending');
  await expect(page.getByText('No invoices match these filters.')).toBeVisible();
});
