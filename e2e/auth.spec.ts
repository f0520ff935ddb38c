import { expect, test } from './support/test';
import { ADMIN } from './support/admin';
import { followApiRequests, signInAtTheLoginScreen } from './support/session';

test.describe('login screen', () => {
  test('shows the login form', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Please fill your information below')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  });

  test('empty fields show a message and send nothing', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (r) => r.url().includes('admin_login') && logins.push(r.url()));
    await page.goto('/');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all required fields!');
    expect(logins).toEqual([]);
  });

  test('wrong password shows the server message and re-enables the button', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL('/');
  });

  test('the button reads Logging in... and is disabled while the request runs', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/members/admin_login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a network failure shows a try-again message', async ({ page }) => {
    await page.route('**/api/members/admin_login', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Spotter cannot reach its server. Your changes are kept; try again.',
    );
    await expect(page.getByLabel('Username')).toHaveValue(ADMIN.username);
  });

  test('success goes to the dashboard, and / then skips the login screen', async ({ page }) => {
    await signInAtTheLoginScreen(page);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('session guard', () => {
  test('app routes show the login screen without a session, then return there', async ({
    page,
  }) => {
    for (const path of ['/dashboard', '/plans', '/users', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    }
    await signInAtTheLoginScreen(page, '/plans?q=x');
    await expect(page).toHaveURL('/plans?q=x');
  });

  test('a 401 from the API sends the admin back to the login screen', async ({ page, context }) => {
    // The session ends while nothing is in flight, so the 401 comes from the click's own request
    // (and the link is still there to click).
    const api = followApiRequests(page);
    const plansListed = page.waitForResponse((r) => r.url().includes('/api/members/view_plans'));
    await signInAtTheLoginScreen(page, '/plans');
    await plansListed;
    await api.settled();
    await context.clearCookies();
    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('log out ends the session', async ({ page }) => {
    await signInAtTheLoginScreen(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
});
