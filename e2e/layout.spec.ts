import { expect, test } from './support/test';
import { signIn } from './support/session';
import { SHELL } from './support/tags';

test.beforeEach(async ({ page }) => signIn(page));

test(
  'the top bar has search, notifications and the admin avatar',
  { tag: SHELL },
  async ({ page }) => {
    await expect(page.getByPlaceholder('Search any keywords')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Signed in as e2e-admin/ })).toBeVisible();
  },
);

test(
  'every sidebar link opens its section and is highlighted',
  { tag: SHELL },
  async ({ page }) => {
    const links: [string, string, string][] = [
      ['Members', '/users', 'Members'],
      ['Trainers & Staffs', '/view/staffs', 'Trainers & Staffs Lists'],
      ['Plans', '/plans', 'Plans'],
      ['Invoice', '/invoice', 'Invoice History'],
      ['Attendance', '/attendance', 'Attendance'],
      ['Enquiries', '/enquiries', 'Enquiries'],
      ['Pending', '/pending', 'Balance Pending'],
      ['Reminders', '/reminders', 'Reminders'],
      ['Expired', '/expired', 'Expired Member List'],
      ['Team', '/team', 'Team'],
      ['Activity', '/activity', 'Activity'],
      ['Deleted items', '/deleted', 'Deleted items'],
      ['Settings', '/settings', 'Account Settings'],
      ['Dashboard', '/dashboard', 'Dashboard'],
    ];
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, heading] of links) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveClass(/active/);
    }
  },
);

test('Add User on the members page links to the add form', { tag: SHELL }, async ({ page }) => {
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL('/users/add');
});

test(
  'unknown routes show the not-found page with a Home link',
  { tag: SHELL },
  async ({ page }) => {
    for (const path of ['/no-such-page', '/plans/nope/deeper']) {
      await page.goto(path);
      await expect(page.getByText('404 not found!!!!')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/dashboard');
  },
);
