import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './support/admin';
import { signIn, unique } from './support/session';
import { origin } from './support/ports';
import { ONE_SCREEN } from './support/tags';

const NEW_PASSWORD = 'e2e-changed-password-456';

async function login(page: Page, password: string) {
  await page.goto('/');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Every spec signs in as the one e2e admin: whatever happens in the test, its password goes back
 * to ADMIN.password (signing in with the new one proves it had changed; otherwise nothing to undo).
 */
async function restorePassword() {
  const api = await playwrightRequest.newContext({ baseURL: origin('host') });
  try {
    const login = await api.post('/api/members/admin_login', {
      multipart: { username: ADMIN.username, password: NEW_PASSWORD },
    });
    if (!login.ok()) return;
    const restored = await api.post('/api/members/change_password', {
      data: { current_password: NEW_PASSWORD, new_password: ADMIN.password },
    });
    expect(restored.ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

test('saved account settings survive a reload', { tag: ONE_SCREEN }, async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const name = unique('Desk Admin');
  const digits = `9${String(Date.now()).slice(-9)}`;
  // Typed with +91 and a space, stored as its 10 digits (the one phone rule).
  const phone = `+91 ${digits}`;

  // A malformed e-mail is refused on the screen and nothing is lost.
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('E-mail').fill('desk@example');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('E-mail must be a valid e-mail address')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);

  await page.getByLabel('E-mail').fill('desk@example.com');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Account settings updated successfully!' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByLabel('E-mail')).toHaveValue('desk@example.com');
  await expect(page.getByLabel('Phone Number')).toHaveValue(digits);
});

test(
  'a changed password ends the other sessions and is the one the next login needs',
  { tag: ONE_SCREEN },
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    const elsewhere = await browser.newContext();
    try {
      const otherPage = await elsewhere.newPage();
      await signIn(otherPage);
      await signIn(page, '/settings');

      const form = page.getByRole('form', { name: 'Change Password' });
      await form.getByLabel('Current Password').fill('not-the-password');
      await form.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }),
      ).toBeVisible();

      await form.getByLabel('Current Password').fill(ADMIN.password);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Password changed successfully!' }),
      ).toBeVisible();
      await expect(form.getByLabel('Current Password')).toHaveValue('');

      // This session goes on; the other browser's has ended.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      expect((await otherPage.request.get('/api/members/admin_me')).status()).toBe(401);

      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await login(page, ADMIN.password);
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
      await login(page, NEW_PASSWORD);
      await expect(page).toHaveURL('/dashboard');
    } finally {
      await elsewhere.close();
      await restorePassword();
    }
  },
);
