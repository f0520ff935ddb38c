import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, unique } from './support/session';
import { origin } from './support/ports';
import { ONE_SCREEN } from './support/tags';

// The e2e admin is the first account, so an Owner: it manages the team.

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function choose(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Signs in as `username` in a browser-less session: the login's status, and its admin_me. */
async function signInAs(username: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL: origin('host') });
  try {
    const login = await api.post('/api/members/admin_login', { multipart: { username, password } });
    const me = login.ok() ? await (await api.get('/api/members/admin_me')).json() : undefined;
    return {
      status: login.status(),
      me: me as { admin: { role: string; must_choose_password: boolean } },
    };
  } finally {
    await api.dispose();
  }
}

test(
  'the Owner adds an account, changes its role, disables and enables it and resets its password',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

    const name = unique('Desk Person');
    const username = `desk.${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'Add account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add account' })).toBeVisible();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Role').selectOption({ label: 'Front desk' });
    await page.getByLabel('Temporary password').fill('temporary-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Account ${username} added.`)).toBeVisible();
    await expect(page).toHaveURL('/team');
    const row = rowOf(page, name);
    // Journeys before this one on the worker's gym may have added a branch: with two or more, the
    // list says where each account works.
    const branches = (await (await page.request.get('/api/branches')).json()).data.length;
    await expect(row.getByRole('cell')).toHaveText([
      name,
      username,
      'Front desk',
      ...(branches >= 2 ? ['All branches'] : []),
      'Active',
      'Never',
      // The row menu's button.
      '⋯',
    ]);

    await choose(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Role').selectOption({ label: 'Trainer' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Account updated.')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Trainer', exact: true })).toBeVisible();
    expect((await signInAs(username, 'temporary-pass-1')).me.admin).toMatchObject({
      role: 'Trainer',
      must_choose_password: true,
    });

    await choose(page, name, 'Disable');
    const confirm = page.getByRole('dialog', { name: `Disable ${name}?` });
    await expect(confirm).toContainText('They are signed out at once');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, `${username} is disabled and signed out.`)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
    expect((await signInAs(username, 'temporary-pass-1')).status).toBe(403);

    await choose(page, name, 'Enable');
    await expect(toast(page, `${username} is active again.`)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

    await choose(page, name, 'Reset password');
    const reset = page.getByRole('dialog', { name: `Reset password for ${name}` });
    await reset.getByLabel('Temporary password').fill('short');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      reset.getByText('Temporary password must be at least 10 characters'),
    ).toBeVisible();
    await reset.getByLabel('Temporary password').fill('another-temp-2');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      toast(page, `Password reset. ${username} chooses a new one at the next sign-in.`),
    ).toBeVisible();
    await expect(reset).toBeHidden();
    expect((await signInAs(username, 'temporary-pass-1')).status).toBe(401);
    expect((await signInAs(username, 'another-temp-2')).me.admin.must_choose_password).toBe(true);
    // Signed in once since: the team says when.
    await page.reload();
    const lastSignIn = branches >= 2 ? 5 : 4;
    await expect(rowOf(page, name).getByRole('cell').nth(lastSignIn)).not.toHaveText('Never');
  },
);

test(
  'the Owner adds a custom role as a copy of a built-in one, renames it and deletes it',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    await signIn(page, '/team');
    await page.getByRole('link', { name: 'Roles' }).click();
    await expect(page).toHaveURL('/team/roles');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(rowOf(page, 'Front desk').getByRole('cell', { name: 'Built-in' })).toBeVisible();

    await page.getByRole('link', { name: 'Add role' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add role' })).toBeVisible();
    await page.getByLabel('Copy of').selectOption({ label: 'Trainer' });
    await expect(page.getByRole('checkbox', { name: 'Check members in and out' })).toBeChecked();
    // Invoices need money: ticking one ticks the other.
    await page.getByRole('checkbox', { name: 'See and download invoices' }).check();
    await expect(page.getByRole('checkbox', { name: 'See fees, payments and dues' })).toBeChecked();
    const role = unique('Coach');
    await page.getByRole('textbox', { name: 'Name' }).fill(role);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Role ${role} added.`)).toBeVisible();
    await expect(page).toHaveURL('/team/roles');
    await expect(rowOf(page, role).getByRole('cell')).toHaveText([
      role,
      'Custom',
      '8 of 27',
      '0',
      '⋯',
    ]);

    const renamed = `${role} senior`;
    await choose(page, role, 'Edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit role' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Role ${renamed} saved.`)).toBeVisible();

    await choose(page, renamed, 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Role deleted.')).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
  },
);
