import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, unique } from './support/session';
import { uniquePhone } from './support/seed';
import { ONE_SCREEN } from './support/tags';

/** A member on a new 30-day plan who joined on `joiningDay`, with `status` as stored. */
async function addMember(page: Page, name: string, joiningDay: string, status = 'Active') {
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Plan'), duration_days: 30, price: 1500 },
  });
  expect(plan.ok()).toBe(true);
  const added = await page.request.post('/api/members/add_member', {
    multipart: {
      name,
      phone: uniquePhone(),
      plan: String((await plan.json()).plan.id),
      fee: '1500',
      paid: '1500',
      status,
      joining_day: joiningDay,
      payment_method: 'cash',
    },
  });
  expect(added.status()).toBe(201);
}

test.beforeEach(async ({ page }) => signIn(page));

test(
  'an Active member past their expiry shows Expired in the members list, and the Status filter finds them there only',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const tag = unique('Standing');
    await addMember(page, `${tag} Lapsed`, '2020-01-01');
    await addMember(page, `${tag} Current`, new Date().toISOString().slice(0, 10));
    await addMember(page, `${tag} Resting`, '2020-01-01', 'Inactive');

    await page.goto(`/users?q=${encodeURIComponent(tag)}&page_size=25`);
    const statusOf = (who: string) =>
      page
        .getByRole('row')
        .filter({ hasText: `${tag} ${who}` })
        .getByRole('cell')
        .nth(7);
    await expect(statusOf('Lapsed')).toHaveText('Expired');
    await expect(statusOf('Current')).toHaveText('Active');
    await expect(statusOf('Resting')).toHaveText('Inactive');

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Expired');
    await expect(page).toHaveURL(/status=Expired/);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await expect(statusOf('Lapsed')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await expect(statusOf('Current')).toHaveText('Active');
  },
);
