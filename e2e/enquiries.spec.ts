import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gymDay } from './support/database';
import { signIn, unique } from './support/session';
import { ONE_SCREEN } from './support/tags';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openRowMenu(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  return page.getByRole('menuitem');
}

/** Searching is debounced: wait for the query to reach the URL before reading rows. */
async function searchFor(page: Page, box: string, text: string) {
  await page.getByRole('searchbox', { name: box }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
}

async function expectSection(page: Page) {
  await expect(page.getByRole('banner').getByText('Enquiries', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]'),
  ).toHaveText('Enquiries');
}

test.beforeEach(async ({ page }) => signIn(page));

test(
  'an enquiry added on the screen is converted into a member, and shows Joined',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const planName = unique('Plan');
    const plan = await page.request.post('/api/members/add_plan', {
      data: { name: planName, duration_days: 30, price: 1800 },
    });
    expect(plan.ok()).toBe(true);
    // The signed-in page read the plans before this one existed: load it again, as the desk would.
    await page.reload();
    const name = unique('Prospect');
    const phone = `8${String(Date.now()).slice(-9)}`;

    // Add, interested in the plan.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Enquiries', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add Enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Add Enquiry', level: 1 })).toBeVisible();
    await expectSection(page);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Interest').selectOption({ label: `${planName} (30 days)` });
    await page.getByLabel('Note').fill('Wants evening slots');
    await page.getByLabel('Source').selectOption({ label: 'Instagram' });
    await page.getByLabel('Follow up on').fill(gymDay(3).iso);
    await expect(page.getByLabel('Status')).toHaveValue('New');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Enquiry added successfully!' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/enquiries');

    // Listed as New; edited to Contacted, to be followed up today.
    await searchFor(page, 'Search enquiries', phone);
    await expect(rowOf(page, name)).toContainText(planName);
    await expect(rowOf(page, name)).toContainText('New');
    await expect(rowOf(page, name)).toContainText('Instagram');
    await expect(rowOf(page, name)).toContainText(gymDay(3).words);
    await (await openRowMenu(page, name)).filter({ hasText: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Enquiry', level: 1 })).toBeVisible();
    await expectSection(page);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await page.getByLabel('Status').selectOption('Contacted');
    await page.getByLabel('Follow up on').fill(gymDay(0).iso);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Enquiry updated successfully!' }),
    ).toBeVisible();
    await expect(rowOf(page, name)).toContainText('Contacted');

    // Its follow-up is due today in Reminders (docs/product/reminders.md §25): a call logged with a
    // next follow-up moves it, and the enquiry's Follow up on, to that day.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reminders', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Reminders', level: 1 })).toBeVisible();
    await searchFor(page, 'Search members', name);
    const followUp = rowOf(page, name);
    await expect(followUp).toContainText('Enquiry follow-up');
    await expect(followUp).toContainText(phone);
    await expect(followUp).toContainText(`Interest: ${planName}`);
    await expect(followUp).toContainText('Note: Wants evening slots');
    await expect(followUp.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      `tel:${phone}`,
    );
    await expect(followUp.getByRole('link', { name })).toHaveAttribute(
      'href',
      /^\/enquiries\/\d+\/edit$/,
    );
    await followUp.getByRole('button', { name: 'Log outcome' }).click();
    const logging = page.getByRole('dialog', { name: `Log outcome for ${name}` });
    await logging.getByRole('combobox', { name: 'How' }).selectOption({ label: 'Call' });
    await logging.getByRole('radio', { name: 'Reached' }).check();
    await logging.getByLabel('Next follow-up').fill(gymDay(2).iso);
    await logging.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Reached: logged for ${name}.` }),
    ).toBeVisible();
    await expect(page.getByText('No reminders match your search.')).toBeVisible();
    await page.getByRole('tab', { name: /^Upcoming/ }).click();
    await expect(rowOf(page, name)).toContainText(`Enquiry follow-up on ${gymDay(2).words}`);
    await expect(rowOf(page, name)).toContainText('Reached');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Enquiries', exact: true })
      .click();
    await searchFor(page, 'Search enquiries', phone);
    await expect(rowOf(page, name)).toContainText(gymDay(2).words);

    // Convert: Add User starts from the enquiry.
    await (await openRowMenu(page, name)).filter({ hasText: 'Convert to member' }).click();
    await expect(page).toHaveURL(/\/users\/add\?enquiry=\d+$/);
    await expect(page.getByRole('heading', { name: 'Add User', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(phone);
    await expect(page.getByLabel('Membership Plan').locator('option:checked')).toHaveText(
      `${planName} (30 days)`,
    );
    await expect(page.getByLabel('Fee Amount')).toHaveValue('1800');
    await page.getByLabel('Paid Amount').fill('1800');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Member added successfully! Invoice: INV-\d{5}/ }),
    ).toBeVisible();

    // The member is in the members list…
    await expect(page).toHaveURL(/\/users(\?|$)/);
    await searchFor(page, 'Search Filters', name);
    await expect(rowOf(page, name)).toHaveCount(1);
    await expect(rowOf(page, name)).toContainText(planName);
    await expect(rowOf(page, name)).toContainText(phone);

    // …and the enquiry is Joined, with nothing left to convert, after a reload too.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Enquiries', exact: true })
      .click();
    await searchFor(page, 'Search enquiries', name);
    await expect(rowOf(page, name)).toContainText('Joined');
    await page.reload();
    await expect(rowOf(page, name)).toContainText('Joined');
    await expect(await openRowMenu(page, name)).toHaveText(['Edit', 'Delete']);

    // Joined, it has no follow-up left in Reminders.
    await page.goto(`/reminders?tab=upcoming&q=${encodeURIComponent(name)}`);
    await expect(page.getByText('No reminders match your search.')).toBeVisible();
  },
);

test('an enquiry is deleted only once confirmed', { tag: ONE_SCREEN }, async ({ page }) => {
  const name = unique('Caller');
  const added = await page.request.post('/api/enquiries/add_enquiry', {
    data: { name, phone: '9811122233' },
  });
  expect(added.status()).toBe(201);
  await page.goto('/enquiries');
  await searchFor(page, 'Search enquiries', name);
  await (await openRowMenu(page, name)).filter({ hasText: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this enquiry?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, name)).toBeVisible();
  await (await openRowMenu(page, name)).filter({ hasText: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted successfully!' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No enquiries match your search.')).toBeVisible();
});
