import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './support/admin';
import { gymDay } from './support/database';
import { everyScreen, screenSettled } from './support/screens';
import { SCREEN_WALK, SHELL } from './support/tags';
import { addMember, addPlan, uniquePhone } from './support/seed';
import { unique } from './support/session';

// Each test signs in and makes what it needs: they may run on any worker, side by side.
test.describe.configure({ mode: 'parallel' });

// docs/product/screens.md §2 (screen sizes): every signed-in screen at a phone's and a tablet's size.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Signs in through the login screen; on a phone the navigation waits behind the Menu button. */
async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * A row on every list: a plan; a member who owes (members, pending, invoices) and is checked in
 * today (attendance); one whose plan ran out (expired); an enquiry.
 */
async function seed(page: Page) {
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name: unique('Narrow plan'), duration_days: 30, price: 1500 },
  });
  expect(plan.ok()).toBe(true);
  const planId = (await plan.json()).plan.id as number;
  const member = async (joining: string) => {
    const added = await page.request.post('/api/members/add_member', {
      multipart: {
        name: unique('Narrow Member'),
        phone: uniquePhone(),
        joining_day: joining,
        plan: String(planId),
        fee: '1500',
        paid: '500',
        status: 'Active',
        payment_method: 'cash',
      },
    });
    expect(added.status()).toBe(201);
    return (await added.json()).member_id as number;
  };
  const memberId = await member(day(0));
  await member(day(-60));
  const checkIn = await page.request.post('/api/attendance/check_in', {
    data: { member_id: memberId },
  });
  expect(checkIn.ok()).toBe(true);
  const enquiry = await page.request.post('/api/enquiries/add_enquiry', {
    data: { name: unique('Narrow Caller'), phone: '9811122233' },
  });
  expect(enquiry.status()).toBe(201);
  const classType = await page.request.post('/api/classes/types', {
    data: { name: unique('Narrow Class'), duration_minutes: 45, capacity: 8 },
  });
  expect(classType.status()).toBe(201);
  const slot = await page.request.post('/api/classes/slots', {
    data: {
      class_type_id: (await classType.json()).class_type.id,
      weekday: 5,
      start_time: '18:00',
    },
  });
  expect(slot.status()).toBe(201);
}

const pageIsNoWiderThanTheWindow = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${new URL(page.url()).pathname} is no wider than the window`,
    })
    .toBeLessThanOrEqual(0);

/** Opens the last row's menu (a card's on a phone) and checks each item shows whole in the window. */
async function lastRowMenuFits(page: Page, viewport: { width: number; height: number }) {
  const buttons = page.getByRole('button', { name: /^Actions for/ });
  await expect(buttons.first(), `a row menu on ${new URL(page.url()).pathname}`).toBeVisible();
  await buttons.last().click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  for (const item of await items.all()) {
    await expect(item).toBeVisible();
    // Placement settles once floating-ui has loaded.
    await expect
      .poll(async () => {
        const box = await item.boundingBox();
        return (
          box !== null &&
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= viewport.width &&
          box.y + box.height <= viewport.height
        );
      })
      .toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Resolves once the page has drawn two frames: what a resize makes the app re-render is drawn. */
const framesDrawn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Each screen is loaded at the narrowest width (a phone's, where a page is likeliest to spill
 * over) and then widened to each other width, as a window is resized: one page load a screen,
 * where a load per screen and width cost the walk four fifths of its time. The walk in three
 * parts (every third screen each), so that they share the workers.
 */
const WIDTHS = [360, 390, 768, 820, 1280];
const PARTS = 3;
for (let part = 0; part < PARTS; part++)
  test(
    `every signed-in page is no wider than the window at ${WIDTHS.join(', ')} px (part ${part + 1} of ${PARTS})`,
    { tag: SCREEN_WALK },
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(PHONE);
      await signIn(page);
      const screens = await everyScreen(page);
      for (const { url } of screens.filter((_, index) => index % PARTS === part)) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
        await page.goto(url);
        await screenSettled(page);
        for (const width of WIDTHS)
          await test.step(`${url} at ${width} px`, async () => {
            await page.setViewportSize({ width, height: 844 });
            await framesDrawn(page);
            await screenSettled(page);
            await pageIsNoWiderThanTheWindow(page);
          });
      }
    },
  );

const LISTS = [
  '/users',
  '/attendance',
  '/enquiries',
  '/plans',
  '/pending',
  '/team',
  '/team/roles',
  '/classes/types',
  '/classes/timetable',
];

for (const [name, viewport] of [
  ['a phone', PHONE],
  ['a tablet', TABLET],
] as const) {
  test.describe(`on ${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test(
      'on every list the last row’s menu shows all its items inside the window',
      { tag: SHELL },
      async ({ page }) => {
        await signIn(page);
        await seed(page);
        for (const route of LISTS) {
          await page.goto(route);
          await lastRowMenuFits(page, viewport);
        }
      },
    );
  });
}

test.describe('Reminders on a phone', () => {
  test.use({ viewport: PHONE });

  test(
    'each reminder’s card shows the member’s name on one line and WhatsApp, Call and Log outcome under it, across the card',
    { tag: SHELL },
    async ({ page }) => {
      await signIn(page);
      // Expired 3 days ago (joined 33 days ago on a 30-day plan), paid up: the expiry reminder is due.
      const name = unique('Narrow Reminder');
      const plan = await addPlan(page, { price: 1500, days: 30 });
      await addMember(page, { name, plan, fee: 1500, paid: 1500, joining: gymDay(-33).iso });

      await page.goto('/reminders');
      await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
      const cards = page.getByRole('list', { name: 'Reminders: Due today' }).getByRole('article');
      await expect(cards).toHaveCount(1);
      const card = cards.filter({ hasText: name });
      await expect(card).toContainText('Expired 3 days ago');
      const member = card.getByRole('link', { name });
      // An inline link broken over lines has a box per line.
      expect(await member.evaluate((link) => link.getClientRects().length)).toBe(1);
      const nameBox = (await member.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      for (const action of [
        card.getByRole('link', { name: 'WhatsApp' }),
        card.getByRole('link', { name: 'Call' }),
        card.getByRole('button', { name: 'Log outcome' }),
      ]) {
        const box = (await action.boundingBox())!;
        expect(box.y, 'under the name').toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
        expect(box.width, 'across the card').toBeGreaterThan(cardBox.width * 0.8);
      }
      await pageIsNoWiderThanTheWindow(page);
    },
  );
});

test.describe('the navigation on a phone', () => {
  test.use({ viewport: PHONE });

  test(
    'the Menu button opens the navigation, which closes once a page is chosen',
    { tag: SHELL },
    async ({ page }) => {
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toHaveCount(0);
      // The title, search and the bell share the top bar without covering one another.
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: 'Plans' }).click();
      await expect(page).toHaveURL('/plans');
      await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
      await expect(nav).toHaveCount(0);
      await expect(menu).toBeFocused();
      await pageIsNoWiderThanTheWindow(page);
    },
  );

  test(
    'the skip link is the first Tab and leads to the main content',
    { tag: SHELL },
    async ({ page }) => {
      await signIn(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    },
  );
});

test.describe('the navigation on a tablet', () => {
  test.use({ viewport: TABLET });

  test('the sidebar stays beside the page and navigates', { tag: SHELL }, async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  });
});
