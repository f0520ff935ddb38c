import { expect, test } from './support/test';
import { iconsInNames, seriousViolations } from './support/axe';
import { everyScreen, screenSettled } from './support/screens';
import { SCREEN_WALK, SHELL } from './support/tags';
import { signIn } from './support/session';

// Each test signs in and looks at screens only: they may run on any worker, side by side.
test.describe.configure({ mode: 'parallel' });

test(
  'the login page has no serious or critical accessibility violation',
  { tag: SHELL },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  },
);

// The walk in three parts (every third screen each), so that they share the workers (this file's
// tests run side by side): about 80 s alone, one test was the run's last for a minute.
const PARTS = 3;
for (let part = 0; part < PARTS; part++)
  test(
    `no signed-in screen has a serious or critical accessibility violation (part ${part + 1} of ${PARTS})`,
    { tag: SCREEN_WALK },
    async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page);
      const screens = [...(await everyScreen(page)), { url: '/no-such-page', section: '' }];
      expect(screens.length).toBeGreaterThan(PARTS);
      for (const { url } of screens.filter((_, index) => index % PARTS === part)) {
        await test.step(url, async () => {
          await page.goto(url);
          await screenSettled(page);
          // Soft, so one run lists every screen's violations.
          expect.soft(await seriousViolations(page)).toEqual([]);
          expect.soft(await iconsInNames(page)).toEqual([]);
        });
      }
    },
  );

test(
  'an open row menu and an open confirmation have no serious or critical violation',
  { tag: SHELL },
  async ({ page }) => {
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
  },
);
