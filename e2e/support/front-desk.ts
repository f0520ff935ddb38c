import { expect, type Browser, type Page } from '@playwright/test';

const TEMPORARY = 'first-day-at-the-desk';
const CHOSEN = 'my-own-desk-password';

/**
 * A Front desk account the Owner (signed in on `owner`) adds with a temporary password, signed in
 * in a browser context of its own past choosing its own password, as a new clerk's first day goes.
 */
export async function frontDesk(owner: Page, browser: Browser, fullName: string) {
  const username = `desk-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const added = await owner.request.post('/api/team/add_account', {
    data: { full_name: fullName, username, role_id: 3, temporary_password: TEMPORARY },
  });
  expect(added.status()).toBe(201);
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/');
  await desk.getByLabel('Username').fill(username);
  await desk.getByLabel('Password').fill(TEMPORARY);
  await desk.getByRole('button', { name: 'Login' }).click();
  await desk.getByLabel('New password', { exact: true }).fill(CHOSEN);
  await desk.getByLabel('Confirm new password').fill(CHOSEN);
  await desk.getByRole('button', { name: 'Save password' }).click();
  await expect(desk.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return desk;
}
