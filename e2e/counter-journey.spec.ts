import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './support/admin';
import { addMember, addPlan } from './support/seed';
import { unique } from './support/session';
import { SHELL } from './support/tags';

// The desk's day on a phone and on a counter tablet (docs/product/screens.md §2): sign in, find the
// page through the navigation, check a member in by keyboard, take their payment in the check-in
// panel, and delete a member through the last row's menu of the members list.

const received = (name: string) =>
  new RegExp(`^₹2,000 received from ${name}\\. Invoice INV-\\d{5,}\\.`);

/** Two members of a new plan, owing ₹2,000 each, named after one prefix to list them alone. */
async function twoMembersOwing(page: Page) {
  const plan = await addPlan(page, { price: 3000 });
  const prefix = unique('Counter');
  const names = [`${prefix} Asha`, `${prefix} Ravi`];
  for (const name of names) await addMember(page, { name, plan, fee: 3000, paid: 1000 });
  return { prefix, names };
}

/** Follows a link of the main navigation: behind the Menu button where there is one. */
async function navigateTo(page: Page, label: string, heading: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a counter tablet', { width: 820, height: 1180 }],
] as const) {
  // On a phone, the same flow again: what it adds is the layout's, so SQLite alone (tags.ts).
  const tag = viewport.width < 768 ? [SHELL] : [];
  test.describe(`on ${device} (${viewport.width}×${viewport.height})`, { tag }, () => {
    test.use({ viewport, hasTouch: true });

    test('sign in, check a member in, take their payment, and delete a member from the last row’s menu', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const { prefix, names } = await twoMembersOwing(page);
      // Newest first: the one added first is the list's last row.
      const [leaver, payer] = names as [string, string];

      // Check in by keyboard: the Member box has the focus, and Enter takes the one match.
      await navigateTo(page, 'Attendance', 'Attendance');
      const box = page.getByRole('combobox', { name: 'Member' });
      await expect(box).toBeFocused();
      // Key by key with no pause, as a barcode scanner or a quick typist sends them: none is lost.
      await box.pressSequentially(payer);
      await expect(box).toHaveValue(payer);
      await expect(page.getByRole('option', { name: new RegExp(payer) })).toBeVisible();
      await box.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: `${payer} checked in` }),
      ).toBeVisible();
      await expect(box).toBeFocused();

      // Their standing in the panel offers Take payment while they owe.
      await box.fill(payer);
      await page.getByRole('option', { name: new RegExp(payer) }).click();
      const standing = page.getByRole('group', { name: 'Standing' });
      await standing.getByRole('button', { name: 'Take payment' }).click();
      const dialog = page.getByRole('dialog', { name: `Take payment from ${payer}` });
      await expect(dialog.getByRole('spinbutton', { name: 'Amount received' })).toHaveValue('2000');
      await dialog.getByRole('button', { name: 'Take payment' }).click();
      await expect(page.getByRole('status').filter({ hasText: received(payer) })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(standing.getByRole('button', { name: 'Take payment' })).toHaveCount(0);

      // The members list, searched down to the two: the last row's menu reaches Delete.
      await navigateTo(page, 'Members', 'Members');
      await page.getByRole('searchbox', { name: 'Search Filters' }).fill(prefix);
      const menus = page.getByRole('button', { name: new RegExp(`^Actions for ${prefix}`) });
      // The search has answered when the two are the only rows (the unsearched first page holds
      // them too, and its rows give way to the answer's: a click before it may land on either).
      await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(2);
      await expect(menus).toHaveCount(2);
      await expect(menus.last()).toHaveAccessibleName(`Actions for ${leaver}`);
      await menus.last().click();
      const remove = page.getByRole('menuitem', { name: 'Delete' });
      await expect(remove).toBeInViewport({ ratio: 1 });
      await remove.click();
      const confirm = page.getByRole('dialog');
      await expect(confirm.getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(menus).toHaveCount(1);
      await expect(menus.first()).toHaveAccessibleName(`Actions for ${payer}`);
    });
  });
}
