import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PDFParse } from 'pdf-parse';
import { signIn, unique } from './support/session';
import { origin } from './support/ports';
import { uniquePhone } from './support/seed';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search Filters' });

async function openRowMenu(page: Page, name: string, item: 'Edit' | 'Delete' | 'Download') {
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Searching is debounced: wait for the query to reach the URL, then for the row. */
async function searchFor(page: Page, text: string) {
  await search(page).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
}

async function pdfText(path: string) {
  const parser = new PDFParse({ data: await fs.readFile(path) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test.beforeEach(async ({ page }) => signIn(page));

test('the members section is fetched from its own remote on :3001', async ({ page }) => {
  const fromMembersRemote: string[] = [];
  page.on(
    'response',
    (r) => r.url().startsWith(`${origin('members')}/`) && fromMembersRemote.push(r.url()),
  );
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add User' })).toBeVisible();
  expect(fromMembersRemote.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
});

test('the add form sends nothing without a name and a phone', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.url().includes('add_member') && posts.push(r.url()));
  await page.goto('/users/add');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Name and Phone number are required!' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/users/add');
  expect(posts).toEqual([]);
});

test('add a member with a partial payment by UPI, find, edit, download the invoice and delete it', async ({
  page,
}) => {
  const planName = unique('Plan');
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: planName, duration_days: 30, price: 2400 },
  });
  expect(plan.ok()).toBe(true);
  const name = unique('Member');
  const phone = uniquePhone();

  // Add, with the fee prefilled from the plan and the due following the payment.
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Blood Group').selectOption('O+');
  await page.getByLabel('Joining Day').fill('2026-01-05');
  await page.getByLabel('Membership Plan').selectOption({ label: `${planName} (30 days)` });
  await expect(page.getByLabel('Fee Amount')).toHaveValue('2400');
  await page.getByLabel('Paid Amount').fill('1000');
  await expect(page.getByLabel('Due Amount')).toHaveValue('1400');
  await expect(page.getByLabel('Payment method')).toHaveValue('cash');
  await page.getByLabel('Payment method').selectOption({ label: 'UPI' });
  await page.getByRole('button', { name: 'Save' }).click();
  const added = page
    .getByRole('status')
    .filter({ hasText: /Member added successfully! Invoice: \S+/ });
  await expect(added).toBeVisible();
  // The toast's text without its Dismiss button.
  const invoice = /Invoice: (\S+)/.exec((await added.locator('p').textContent()) ?? '')![1]!;
  await expect(page).toHaveURL(/\/users(\?|$)/);

  // Found by name, with its plan, ₹ due and N/A for leave and rejoin; joined in January on a
  // 30-day plan, they show Expired.
  await searchFor(page, name);
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(planName);
  await expect(row).toContainText('₹1,400');
  await expect(row.getByRole('cell', { name: 'Expired', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'N/A' })).toHaveCount(2);
  // Found by plan name.
  await searchFor(page, planName);
  await expect(rowOf(page, name)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: planName })).toHaveCount(1);

  // Edit: the paid amount is derived from fee and due; status, location and a pause change.
  await openRowMenu(page, name, 'Edit');
  await expect(page.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  const id = /\/users\/(\d+)\/edit/.exec(page.url())![1]!;
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Fee Amount')).toHaveValue('2400');
  await expect(page.getByLabel('Paid Amount')).toHaveValue('1000');
  await expect(page.getByLabel('Due Amount')).toHaveValue('1400');
  await page.getByLabel('Status').selectOption('Inactive');
  await page.getByLabel('Location').fill('Pune');
  await page.getByLabel('Leave').fill('2026-02-01');
  await page.getByLabel('Rejoin').fill('2026-02-11');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Member updated successfully!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?|$)/);

  // Found by status; the pause shows in Leave and Rejoin and survives a reload.
  await searchFor(page, 'inactive');
  await page.reload();
  await expect(search(page)).toHaveValue('inactive');
  const edited = rowOf(page, name);
  await expect(edited).toContainText('Inactive');
  await expect(edited).toContainText('1 Feb 2026');
  await expect(edited).toContainText('11 Feb 2026');
  await openRowMenu(page, name, 'Edit');
  await expect(page.getByLabel('Location')).toHaveValue('Pune');
  await expect(page.getByLabel('Status')).toHaveValue('Inactive');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/q=inactive/);

  // Download: a PDF named invoice_{id}.pdf with the member, the invoice number and ₹ amounts.
  const downloading = page.waitForEvent('download');
  await openRowMenu(page, name, 'Download');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice_${id}.pdf`);
  const text = await pdfText(await download.path());
  expect(text).toContain(name);
  expect(invoice).toMatch(/^INV-\d{5}$/);
  expect(text).toContain(invoice);
  expect(text).toMatch(/Total\s+₹2,400/);
  expect(text).toMatch(/Paid\s+₹1,000/);
  expect(text).toMatch(/Due\s+₹1,400/);
  expect(text).toMatch(/Payment method\s+UPI/);

  // Delete: Cancel keeps it; Delete removes it for good.
  await searchFor(page, name);
  await openRowMenu(page, name, 'Delete');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, name)).toBeVisible();
  await openRowMenu(page, name, 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted successfully!' })).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No members match your search.')).toBeVisible();
});

test('the members list sorts by name and by due on the server, pages by number, and keeps both in the URL', async ({
  page,
}) => {
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Sort plan'), duration_days: 30, price: 2400 },
  });
  const planId = ((await plan.json()) as { plan: { id: number } }).plan.id;
  const prefix = unique('Sorting');
  // Names that differ in case sort as one alphabet; dues from the payments.
  const people = [
    ['delta', 2000],
    ['Alpha', 1500],
    ['charlie', 2400],
    ['Bravo', 0],
    ['echo', 1000],
    ['Foxtrot', 600],
  ] as const;
  for (const [name, paid] of people) {
    const response = await page.request.post('/api/members/add_member', {
      multipart: {
        name: `${prefix} ${name}`,
        phone: uniquePhone(),
        joining_day: '2026-01-05',
        plan: String(planId),
        fee: '2400',
        paid: String(paid),
        payment_method: 'cash',
      },
    });
    expect(response.status()).toBe(201);
  }
  // The name cells as they are at one moment (allTextContents waits for nothing): a page that
  // changes between reading the rows and reading their cells must not leave the poll waiting.
  const names = async () =>
    (
      await page
        .getByRole('cell')
        .filter({ hasText: new RegExp(`^${prefix} `) })
        .allTextContents()
    ).map((text) => text.slice(prefix.length + 1));

  await page.goto('/users');
  await searchFor(page, prefix);
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect.poll(names).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(names).toEqual(['Foxtrot']);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // By due, most owed first: a new order starts at page 1.
  await page.getByRole('button', { name: 'Due Amount', exact: true }).click();
  await page.getByRole('button', { name: 'Due Amount', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=-due_amount/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect.poll(names).toEqual(['Bravo', 'Foxtrot', 'echo', 'Alpha', 'delta']);
  await expect(page.getByRole('columnheader', { name: 'Due Amount', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect.poll(names).toEqual(['charlie']);
  await page.reload();
  await expect.poll(names).toEqual(['charlie']);
  await expect(page).toHaveURL(/[?&]sort=-due_amount/);
});
