import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pdfText } from './support/pdf';
import { signIn, unique } from './support/session';
import { uniquePhone } from './support/seed';
import { ONE_SCREEN } from './support/tags';

const NETWORK = 'Spotter cannot reach its server. Your changes are kept; try again.';

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Gym' })).toBeVisible();
}

const gymForm = (page: Page) => page.getByRole('form', { name: 'Gym details' });

// Other specs print invoices too: the gym gets its default details back whatever happens here.
test.afterEach(async ({ page }) => {
  const restored = await page.request.post('/api/members/gym_details', {
    data: { name: 'Spotter', address: '', phone: '' },
  });
  expect(restored.ok()).toBe(true);
});

test(
  'the gym’s details saved in Settings name every tab and head every invoice PDF',
  { tag: ONE_SCREEN },
  async ({ page, browser }) => {
    const name = unique('Iron Temple');
    await signIn(page);
    await openSettings(page);
    await gymForm(page).getByLabel('Gym name').fill(name);
    await gymForm(page).getByLabel('Address').fill('12, 80 Feet Road\nKoramangala, Bengaluru');
    await gymForm(page).getByLabel('Phone').fill('+91 80 4123 4567');
    await gymForm(page).getByRole('button', { name: 'Save gym details' }).click();
    await expect(page.getByRole('status')).toContainText('Gym details updated successfully!');
    await expect(page).toHaveTitle(`Settings · ${name}`);

    // Another page keeps naming the gym after a reload.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plans' })
      .click();
    await expect(page).toHaveTitle(`Plans · ${name}`);
    await page.reload();
    await expect(page).toHaveTitle(`Plans · ${name}`);

    // The login page names it before anyone signs in.
    const visitor = await browser.newPage();
    try {
      await visitor.goto('/');
      await expect(visitor).toHaveTitle(`Sign in · ${name}`);
    } finally {
      await visitor.close();
    }

    // An invoice issued now and downloaded from Invoice History carries the name, address and phone.
    const plan = await page.request.post('/api/members/add_plan', {
      data: { name: unique('Gym plan'), duration_days: 30, price: 1800 },
    });
    const planId = ((await plan.json()) as { plan: { id: number } }).plan.id;
    const member = unique('Gym Member');
    const added = await page.request.post('/api/members/add_member', {
      multipart: {
        name: member,
        phone: uniquePhone(),
        joining_day: '2026-01-05',
        plan: String(planId),
        fee: '1800',
        paid: '1800',
        payment_method: 'cash',
      },
    });
    const invoice = ((await added.json()) as { invoice_number: string }).invoice_number;
    await page.getByRole('link', { name: 'Invoice', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(member);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${invoice}` }).click();
    const text = await pdfText(await downloading);
    for (const line of [name, '12, 80 Feet Road', 'Koramangala, Bengaluru', 'Phone: 8041234567'])
      expect(text).toContain(line);
  },
);

test(
  'a save that cannot reach the API says so in the clerk’s words, and keeps what was typed',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    await signIn(page);
    await openSettings(page);
    // A gateway in front of the host answering for a down API: a bare 502 page, not the API's JSON.
    await page.route('**/api/members/gym_details', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
        : route.fallback(),
    );
    await gymForm(page).getByLabel('Gym name').fill('Iron Temple Baner');
    await gymForm(page).getByRole('button', { name: 'Save gym details' }).click();
    await expect(page.getByRole('alert')).toContainText(NETWORK);
    await expect(gymForm(page).getByLabel('Gym name')).toHaveValue('Iron Temple Baner');
    await page.unroute('**/api/members/gym_details');
  },
);
