import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { solidPng } from './support/png';
import { signIn, unique } from './support/session';
import { ONE_SCREEN } from './support/tags';

const FIRST_PICTURE = {
  name: 'coach.png',
  mimeType: 'image/png',
  buffer: solidPng(4, 3, [220, 40, 40]),
};
const SECOND_PICTURE = {
  name: 'coach-new.png',
  mimeType: 'image/png',
  buffer: solidPng(6, 2, [40, 40, 220]),
};

/** The width the browser decoded, once the image has finished loading (0 when it failed). */
const decodedWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : -1));

const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function openAddForm(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Trainers & Staffs' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trainers & Staffs Lists' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add Trainer / Staffs' }).click();
  await expect(page).toHaveURL('/add/staffs');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Trainer & Staff' })).toBeVisible();
}

test.beforeEach(async ({ page }) => signIn(page));

test(
  'add a trainer with a picture, open, edit and delete them',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const name = unique('Coach');
    await openAddForm(page);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('Email').fill('coach@example.com');
    await page.getByLabel('Location').fill('Pune');
    await page.getByLabel('Age').fill('31');
    await page.getByLabel('Weight').fill('74.5');
    await page.getByLabel('Blood Group').selectOption('O+');
    await page.getByLabel('Profile Picture').setInputFiles(FIRST_PICTURE);
    await expect
      .poll(() => decodedWidth(page.getByRole('img', { name: 'Preview of the new picture' })))
      .toBe(4);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Trainer/Staff added successfully!' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/view/staffs');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Trainer', { exact: true })).toBeVisible();
    const cardPicture = card.getByRole('img', { name: `Picture of ${name}` });
    await expect(cardPicture).toHaveAttribute(
      'src',
      /^\/api\/members\/trainer_staff_picture\/\d+\?v=/,
    );
    await expect.poll(() => decodedWidth(cardPicture)).toBe(4);

    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/staff\/\d+$/);
    const profileUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Typed with +91 and spaces, stored as its 10 digits (the one phone rule).
    await expect(detail(page, 'Phone')).toHaveText('9876543210');
    await expect(detail(page, 'Email')).toHaveText('coach@example.com');
    await expect(detail(page, 'Location')).toHaveText('Pune');
    await expect(detail(page, 'Role')).toHaveText('Trainer');
    await expect(detail(page, 'Age')).toHaveText('31');
    await expect(detail(page, 'Weight')).toHaveText('74.5 kg');
    await expect(detail(page, 'Blood Group')).toHaveText('O+');
    await expect
      .poll(() => decodedWidth(page.getByRole('img', { name: `Picture of ${name}` })))
      .toBe(4);

    // Edit: role Staff and a new picture.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit Trainer & Staff' }),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect
      .poll(() => decodedWidth(page.getByRole('img', { name: 'Current picture' })))
      .toBe(4);
    await page.getByLabel('Role').selectOption('Staff');
    await page.getByLabel('Profile Picture').setInputFiles(SECOND_PICTURE);
    await expect
      .poll(() => decodedWidth(page.getByRole('img', { name: 'Preview of the new picture' })))
      .toBe(6);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Trainer/Staff updated successfully!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(profileUrl);
    await expect(detail(page, 'Role')).toHaveText('Staff');
    await expect
      .poll(() => decodedWidth(page.getByRole('img', { name: `Picture of ${name}` })))
      .toBe(6);

    // The change survives a reload, and the list shows it too.
    await page.reload();
    await expect(detail(page, 'Role')).toHaveText('Staff');
    const pictureUrl = await page
      .getByRole('img', { name: `Picture of ${name}` })
      .getAttribute('src');
    await expect
      .poll(() => decodedWidth(page.getByRole('img', { name: `Picture of ${name}` })))
      .toBe(6);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(card.getByText('Staff', { exact: true })).toBeVisible();
    await expect.poll(() => decodedWidth(cardPicture)).toBe(6);

    // Delete: Cancel keeps them, confirming removes them and their picture.
    await card.getByRole('link', { name: 'View Profile' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Deleted successfully!' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/view/staffs');
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    expect((await page.request.get(pictureUrl!)).status()).toBe(404);
    await page.goto(profileUrl);
    await expect(page.getByText('Trainer not found')).toBeVisible();
  },
);

test(
  'a trainer without a picture shows the placeholder image',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const name = unique('NoPhoto');
    await openAddForm(page);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone').fill('9000000001');
    await page.getByLabel('Blood Group').selectOption('B+');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Trainer/Staff added successfully!' }),
    ).toBeVisible();

    const card = page.getByRole('article', { name });
    const picture = card.getByRole('img', { name: `Picture of ${name}` });
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect.poll(() => decodedWidth(picture)).toBeGreaterThan(0);
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(page.getByRole('img', { name: `Picture of ${name}` })).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml/,
    );
    await expect(detail(page, 'Email')).toHaveText('N/A');
    await expect(detail(page, 'Age')).toHaveText('-');
  },
);

test(
  'the form requires name, phone and blood group, and shows the server refusing a non-image',
  { tag: ONE_SCREEN },
  async ({ page }) => {
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('add_trainer_staff') && posts.push(r.url()),
    );
    const name = unique('Fake');
    await openAddForm(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Phone is required')).toBeVisible();
    await expect(page.getByText('Blood group is required')).toBeVisible();
    expect(posts).toEqual([]);

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone').fill('9000000002');
    await page.getByLabel('Blood Group').selectOption('A-');
    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Profile picture must be a JPEG, PNG, WebP or GIF image.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/add/staffs');
    await expect(page.getByLabel('Name')).toHaveValue(name);
    expect(posts).toHaveLength(1);

    await page.goto('/view/staffs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trainers & Staffs Lists' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  },
);
