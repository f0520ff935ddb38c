import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addMember, addPlan } from './support/seed';
import { gymDay } from './support/database';
import { signIn, unique } from './support/session';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const received = (amount: string, name: string) =>
  new RegExp(`^${amount} received from ${name}\\. Invoice INV-\\d{5,}\\.`);

/** A member on a new plan who paid ₹1,000 of ₹3,000 (joining `joining`, YYYY-MM-DD; today by default). */
async function memberOwing(page: Page, joining?: string) {
  const name = unique('Payer');
  const plan = await addPlan(page, { price: 3000 });
  return { name, id: await addMember(page, { name, plan, fee: 3000, paid: 1000, joining }) };
}

/** '₹1,23,000' → 123000. */
const rupeesIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * Day close's figure for `method`: opened onto its payments, the amount it shows must be their
 * sum (the shared database holds other journeys' payments of the day too). Answers the invoices it lists.
 */
async function figureAddsUp(page: Page, method: string) {
  const row = page
    .getByRole('table', { name: 'By method' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: method, exact: true }) });
  const shown = rupeesIn((await row.getByRole('cell').first().textContent()) ?? '');
  await row.getByRole('button').click();
  const listed = page.getByRole('table', { name: `Payments: ${method}` });
  await expect(listed).toBeVisible();
  const amounts = await listed.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(amounts.reduce((sum, amount) => sum + rupeesIn(amount), 0)).toBe(shown);
  return listed.locator('tbody tr td:nth-child(1)').allTextContents();
}

const dueOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/members/update_member/${id}`)).json()).due_amount;

/** The reminders due today and the dashboard's outstanding dues, as the API answers them now. */
const remindersDue = async (page: Page) =>
  (await (await page.request.get('/api/dashboard/notifications')).json()).total as number;
const outstandingDues = async (page: Page) =>
  (await (await page.request.get('/api/dashboard/summary')).json()).outstanding.amount as number;
/** What the bell says it counts: the reminders due today ("Nothing needs attention" is none). */
async function bellCount(page: Page) {
  const id = await page
    .getByRole('button', { name: 'Notifications' })
    .getAttribute('aria-describedby');
  const said = (await page.locator(`[id="${id}"]`).textContent()) ?? '';
  if (said === 'Nothing needs attention') return 0;
  return Number(/^([\d,]+) reminders? due today$/.exec(said)?.[1]?.replace(/,/g, '') ?? NaN);
}
/** The card's amount, on its own line (its note, "N members owe", is the next). */
const duesCard = async (page: Page) =>
  rupeesIn(
    /^₹[\d,]+$/m.exec(
      await page.getByRole('region', { name: 'Outstanding dues', exact: true }).innerText(),
    )?.[0] ?? '',
  );

test.beforeEach(async ({ page }) => signIn(page));

test('take a payment from Pending: the whole due is offered, the toast names the amount, member and invoice, and the due drops; Day close lists both and the cash is counted', async ({
  page,
}) => {
  const { name, id } = await memberOwing(page);
  await page.getByRole('link', { name: 'Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await expect(rowOf(page, name)).toContainText('₹2,000');

  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Take payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Take payment from ${name}` });
  const amount = dialog.getByRole('spinbutton', { name: 'Amount received' });
  await expect(amount).toHaveValue('2000');
  await amount.fill('1000');
  await dialog.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'UPI' });
  await dialog.getByRole('button', { name: 'Take payment' }).click();

  const firstToast = page.getByRole('status').filter({ hasText: received('₹1,000', name) });
  await expect(firstToast).toBeVisible();
  const firstInvoice = /INV-\d+/.exec((await firstToast.textContent()) ?? '')![0];
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toContainText('₹1,000');
  expect(await dueOf(page, id)).toBe(1000);

  // The pending edit page: the member's name heads it, and Take payment is there too.
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Pending balance: ${name}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Remove member' })).toBeVisible();
  await page.getByRole('button', { name: 'Take payment' }).click();
  await page
    .getByRole('dialog', { name: `Take payment from ${name}` })
    .getByRole('button', { name: 'Take payment' })
    .click();
  // The first payment's toast may still show: this one names another invoice.
  const secondToast = page
    .getByRole('status')
    .filter({ hasText: received('₹1,000', name) })
    .filter({ hasNotText: firstInvoice });
  await expect(secondToast).toBeVisible();
  const secondInvoice = /INV-\d+/.exec((await secondToast.textContent()) ?? '')![0];
  await expect(page.getByRole('textbox', { name: 'Pending' })).toHaveValue('₹0');
  expect(await dueOf(page, id)).toBe(0);

  // Day close (docs/product/billing.md §27): the UPI payment under UPI, the cash one under Cash,
  // each total the sum of the payments it lists.
  await page.getByRole('link', { name: 'Day close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Day close' })).toBeVisible();
  expect(await figureAddsUp(page, 'UPI')).toContain(firstInvoice);
  expect(await figureAddsUp(page, 'Cash')).toContain(secondInvoice);

  // Counting ₹100 more than the drawer should hold says so, and the count stays on the page.
  const drawer = page.getByRole('region', { name: 'Cash in the drawer' });
  const expected = rupeesIn(/expected (₹[\d,]+)/.exec((await drawer.textContent()) ?? '')![1]!);
  await drawer.getByRole('spinbutton', { name: 'Cash counted' }).fill(String(expected + 100));
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /₹100 over the ₹[\d,]+ expected\./ }),
  ).toBeVisible();
  await expect(drawer.getByLabel('Latest count')).toContainText('difference +₹100 (over)');
});

test('take a payment in the check-in panel: the toast names it, the standing owes no more, Pending, the bell and the dashboard’s dues follow without a reload, and the member checks in', async ({
  page,
}) => {
  // Joined a week ago owing: the dues reminder (every 7 days) is due today, so the bell counts them.
  const { name, id } = await memberOwing(page, gymDay(-7).iso);
  await page.goto('/dashboard');
  await expect.poll(() => duesCard(page)).toBe(await outstandingDues(page));
  await page.getByRole('link', { name: 'Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await expect(rowOf(page, name)).toContainText('₹2,000');
  await expect.poll(() => bellCount(page)).toBe(await remindersDue(page));

  await page.getByRole('link', { name: 'Attendance' }).click();
  const box = page.getByRole('combobox', { name: 'Member' });
  await box.fill(name);
  await page
    .getByRole('listbox', { name: 'Matching members' })
    .getByRole('option', { name: new RegExp(name) })
    .click();
  const standing = page.getByRole('group', { name: 'Standing' });
  await expect(standing).toContainText('owes ₹2,000');

  await standing.getByRole('button', { name: 'Take payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Take payment from ${name}` });
  await expect(dialog.getByRole('spinbutton', { name: 'Amount received' })).toHaveValue('2000');
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: received('₹2,000', name) }),
  ).toBeVisible();
  await expect(standing).not.toContainText('owes');
  expect(await dueOf(page, id)).toBe(0);

  // The bell stays on screen from page to page: the payment closed the dues reminder it counted.
  await expect.poll(async () => (await bellCount(page)) === (await remindersDue(page))).toBe(true);

  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} checked in.` })).toBeVisible();

  // Around the app, never reloaded: Pending no longer lists them, and the
  // dashboard's dues are the API's.
  await page.getByRole('link', { name: 'Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await expect(page.getByText('No pending balances match.')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect
    .poll(async () => (await duesCard(page)) === (await outstandingDues(page)))
    .toBe(true);
});
