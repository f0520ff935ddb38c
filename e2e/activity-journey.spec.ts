import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniquePhone } from './support/seed';
import { frontDesk } from './support/front-desk';
import { signIn, unique } from './support/session';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the members list searched for `name` (the search reaches the URL, then the row). */
async function findMember(page: Page, name: string) {
  await nav(page).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search Filters' }).fill(name);
  await expect(rowOf(page, name)).toHaveCount(1);
}

async function deleteMember(page: Page, name: string) {
  await findMember(page, name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted successfully!')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test('a Front desk payment reaches the Owner’s Activity and the member’s History; the Owner voids it, deletes the member, undoes that, deletes again and restores it', async ({
  page,
  browser,
}) => {
  const clerk = unique('Desk Clerk');
  const member = unique('Trail Member');
  await signIn(page, '/dashboard');
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Plan'), duration_days: 30, price: 1200 },
  });
  expect(plan.ok()).toBe(true);
  const planName = (await plan.json()).plan.name as string;

  // The Front desk adds a member who pays ₹1,200 at the desk.
  const desk = await frontDesk(page, browser, clerk);
  await nav(desk).getByRole('link', { name: 'Members' }).click();
  await desk.getByRole('link', { name: 'Add User' }).click();
  await desk.getByLabel('Name').fill(member);
  await desk.getByLabel('Phone', { exact: true }).fill(uniquePhone());
  await desk.getByLabel('Membership Plan').selectOption({ label: `${planName} (30 days)` });
  await desk.getByLabel('Paid Amount').fill('1200');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(toast(desk, /Member added successfully!/)).toBeVisible();
  await desk.context().close();

  // The Owner sees both in Activity, under the clerk's name.
  await nav(page).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: clerk });
  await expect(page).toHaveURL(/[?&]admin_id=\d+/);
  const added = rowOf(page, `Added member ${member}`);
  const paid = rowOf(page, `Received ₹1,200 from ${member}`);
  await expect(added).toContainText(clerk);
  await expect(paid).toContainText(clerk);
  await expect(paid).toContainText(/INV-\d{5}/);
  const invoice = /INV-\d{5}/.exec((await paid.textContent())!)![0];

  // …and on the member's History.
  await findMember(page, member);
  await page.getByRole('button', { name: `Actions for ${member}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const history = page.getByRole('region', { name: 'History' });
  const entry = (what: string) => history.getByRole('listitem').filter({ hasText: what });
  await expect(entry(`Received ₹1,200 from ${member}`)).toContainText(`${clerk} ·`);
  await expect(entry(`Added member ${member}`)).toContainText(`${clerk} ·`);

  // The Owner voids the payment: the due comes back.
  await page.goto(`/invoice?q=${encodeURIComponent(member)}`);
  await page.getByRole('button', { name: `Actions for ${invoice}` }).click();
  await page.getByRole('menuitem', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: `Void ${invoice}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid by card, entered as cash');
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(toast(page, `${invoice} voided.`)).toBeVisible();
  await expect(rowOf(page, invoice)).toContainText('Voided CN-');
  await page.goto('/pending');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(member);
  await expect(rowOf(page, member)).toContainText('₹1,200');

  // The Owner deletes the member and takes it back from the message.
  await deleteMember(page, member);
  await toast(page, 'Deleted successfully!').getByRole('button', { name: 'Undo' }).click();
  const restored = toast(page, `${member} restored.`);
  await expect(restored).toBeVisible();
  await expect(rowOf(page, member)).toHaveCount(1);
  await restored.getByRole('button', { name: 'Dismiss' }).click();
  await expect(restored).toHaveCount(0);

  // Deleted again, then restored from Deleted items.
  await deleteMember(page, member);
  await nav(page).getByRole('link', { name: 'Deleted items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted items' })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${member}` }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, `${member} restored.`)).toBeVisible();
  await expect(rowOf(page, member)).toHaveCount(0);
  await findMember(page, member);

  // Every step is in the trail, the Owner's own among them.
  await nav(page).getByRole('link', { name: 'Activity' }).click();
  await page.getByLabel('Kind').selectOption({ label: 'Members' });
  await expect(rowOf(page, `Restored member ${member}`)).toHaveCount(2);
  await expect(rowOf(page, `Deleted member ${member}`)).toHaveCount(2);
});
