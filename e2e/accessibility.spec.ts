import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { everyScreen, SCREEN_WALK, screenSettled } from './support/screens';
import { signIn } from './support/session';

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test(
  'no signed-in screen has a serious or critical accessibility violation',
  { tag: SCREEN_WALK },
  async ({ page }) => {
    // About 80 s alone; the other worker's journeys slow it.
    test.setTimeout(300_000);
    await signIn(page);
    const screens = [...(await everyScreen(page)), { url: '/no-such-page', section: '' }];
    for (const { url } of screens) {
      await test.step(url, async () => {
        await page.goto(url);
        await screenSettled(page);
        // Soft, so one run lists every screen's violations.
        expect.soft(await seriousViolations(page)).toEqual([]);
      });
    }
  },
);

test('an open row menu and an open confirmation have no serious or critical violation', async ({
  page,
}) => {
  await signIn(page, '/plans');
  await everyScreen(page);
  await page.goto('/plans');
  await screenSettled(page);
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
