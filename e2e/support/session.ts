import { expect, type Page } from '@playwright/test';
import { ADMIN } from './admin';

/** Signs in through the login screen, the way an admin does. */
export async function signIn(page: Page, path = '/') {
  await page.goto(path);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** A name no other test (or earlier run on the same database) uses. */
export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
