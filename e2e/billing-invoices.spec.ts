import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pdfText } from './support/pdf';
import { addPlan, uniquePhone } from './support/seed';
import { signIn, unique } from './support/session';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2026-11-23 → '23 Nov 2026', as the table shows a date. */
const shown = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The CSV's rows as cells (the names here hold no comma, quote or line break). */
async function csvRows(download: Download) {
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    'Invoice,User Name,Date,Amount (₹),Paid (₹),Due (₹),Status,Payment Method,Received by,Voided,Credit note',
  );
  return rows.map((row) => row.split(','));
}

/** The table's rows as the text of their first eight cells (all but the actions). */
async function tableRows(page: Page) {
  const rows = page.getByRole('table', { name: 'Invoice History' }).getByRole('row');
  const cells = await Promise.all(
    (await rows.all()).slice(1).map((row) => row.getByRole('cell').allTextContents()),
  );
  return cells.map((row) => row.slice(0, 8));
}

/** As the table shows an exported row: Invoice, User Name, Date, Amount, Paid, Due, Received by, Status. */
const asTableRow = ([number, name, date, amount, paid, due, status, , receivedBy]: string[]) => [
  number,
  name,
  shown(date!),
  rupees(Number(amount)),
  rupees(Number(paid)),
  rupees(Number(due)),
  receivedBy || '—',
  status,
];

/** The signed-in account as invoices name who received the money. */
async function receiver(page: Page) {
  const me = await page.request.get('/api/members/admin_me');
  const { admin } = (await me.json()) as { admin: { full_name: string; username: string } };
  return admin.full_name || admin.username;
}

async function addMember(page: Page, plan: number, name: string, paid: number) {
  const fields = {
    name,
    phone: uniquePhone(),
    joining_day: '2026-01-05',
    plan: String(plan),
    fee: '2400',
    paid: String(paid),
    payment_method: 'cash',
  };
  const response = await page.request.post('/api/members/add_member', { multipart: fields });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { invoice_number: string }).invoice_number;
}

test.beforeEach(async ({ page }) => signIn(page));

test('a member added through the API shows in Invoice History, downloads as a PDF, and Download All exports what is listed', async ({
  page,
}) => {
  const planId = await addPlan(page, { price: 2400 });
  const prefix = unique('Billed');
  const by = await receiver(page);
  const paidInFull = await addMember(page, planId, `${prefix} Paid`, 2400);
  const owing = await addMember(page, planId, `${prefix} Owing`, 1000);

  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Invoice History', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(prefix);
  await expect(page).toHaveURL(/[?&]q=Billed/);
  await expect.poll(() => tableRows(page)).toHaveLength(2);
  const issued = (await tableRows(page))[0]![2]!;
  expect(await tableRows(page)).toEqual([
    [owing, `${prefix} Owing`, issued, '₹2,400', '₹1,000', '₹1,400', by, 'Pending'],
    [paidInFull, `${prefix} Paid`, issued, '₹2,400', '₹2,400', '₹0', by, 'Paid'],
  ]);

  // Download: that invoice's PDF, matching its row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${owing}` }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toBe(`invoice_${owing}.pdf`);
  const text = await pdfText(pdf);
  for (const expected of [owing, `${prefix} Owing`]) expect(text).toContain(expected);
  expect(text).toMatch(/Total\s+₹2,400/);
  expect(text).toMatch(/Paid\s+₹1,000/);
  expect(text).toMatch(/Due\s+₹1,400/);
  expect(text).toMatch(/Status\s+Pending/);
  expect(text).toContain(`Received by ${by}`);

  // Download All: the CSV of exactly the rows the search lists.
  let exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All' }).click();
  let csv = await exporting;
  expect(csv.suggestedFilename()).toBe('invoices.csv');
  expect((await csvRows(csv)).map(asTableRow)).toEqual(await tableRows(page));

  // With the Pending filter too: one row on screen, one in the file.
  await page.getByLabel('Status').selectOption('Pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect
    .poll(() => tableRows(page))
    .toEqual([[owing, `${prefix} Owing`, issued, '₹2,400', '₹1,000', '₹1,400', by, 'Pending']]);
  exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All' }).click();
  csv = await exporting;
  const rows = await csvRows(csv);
  expect(rows.map(asTableRow)).toEqual(await tableRows(page));
  expect(rows[0]!.slice(3)).toEqual(['2400', '1000', '1400', 'Pending', 'cash', by, 'No', '']);

  // A date range that ends before today lists none of them.
  await page.getByLabel('Status').selectOption('All');
  await page.getByLabel('To').fill('2020-01-01');
  await expect(page.getByText('No invoices match these filters.')).toBeVisible();
});

test('Invoice History sorts by a column on the server and pages by number, First and Last', async ({
  page,
}) => {
  const planId = await addPlan(page, { price: 2400 });
  const prefix = unique('Sorted');
  const paid = [700, 100, 2400, 300, 1200, 50, 900];
  for (const [i, amount] of paid.entries()) await addMember(page, planId, `${prefix} ${i}`, amount);
  const paidColumn = async () => (await tableRows(page)).map((row) => row[4]);

  await page.goto(`/invoice?q=${encodeURIComponent(prefix)}`);
  await expect.poll(() => tableRows(page)).toHaveLength(5);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=paid_amount/);
  await expect.poll(paidColumn).toEqual(['₹50', '₹100', '₹300', '₹700', '₹900']);
  await expect(page.getByRole('columnheader', { name: 'Paid', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(paidColumn).toEqual(['₹1,200', '₹2,400']);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('6–7 of 7')).toBeVisible();

  // The other way round starts again from the first page.
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=-paid_amount/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect.poll(paidColumn).toEqual(['₹2,400', '₹1,200', '₹900', '₹700', '₹300']);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(paidColumn).toEqual(['₹100', '₹50']);
  await page.getByRole('button', { name: 'First page' }).click();
  await expect.poll(paidColumn).toEqual(['₹2,400', '₹1,200', '₹900', '₹700', '₹300']);

  // A reload keeps the order.
  await page.reload();
  await expect.poll(paidColumn).toEqual(['₹2,400', '₹1,200', '₹900', '₹700', '₹300']);
});

test('Void gives a payment back on a credit note: the invoice shows Voided, its PDF says so, and the member owes it again on Pending without a reload', async ({
  page,
}) => {
  const planId = await addPlan(page, { price: 2400 });
  const name = unique('Voided');
  const invoice = await addMember(page, planId, name, 1000);

  // Pending is read first, then left for Invoice History within the app.
  await page.goto(`/pending?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹1,400');
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(name);
  await expect.poll(async () => (await tableRows(page)).map((row) => row[0])).toEqual([invoice]);
  await page.getByRole('button', { name: `Actions for ${invoice}` }).click();
  await page.getByRole('menuitem', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: `Void ${invoice}` });
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Entered twice');
  await dialog.getByRole('button', { name: 'Void' }).click();

  const toast = page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${invoice} voided\\. Credit note CN-\\d{5} for ₹1,000\\.`) });
  await expect(toast).toBeVisible();
  const note = /CN-\d{5}/.exec((await toast.textContent())!)![0];
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await tableRows(page))[0]?.[7]).toBe(`Voided ${note}`);
  await expect(page.getByRole('button', { name: `Actions for ${invoice}` })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${invoice}` }).click();
  const text = await pdfText(await downloading);
  expect(text).toMatch(/Status\s+Voided/);
  expect(text).toContain(`Credit note ${note} for ₹1,000`);

  // The whole fee is owed again: back on Pending, never reloaded, the member's due is the fee.
  await page.getByRole('link', { name: 'Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹2,400');
});
