import { expect, test } from './support/test';
import { signIn } from './support/session';
import { origin } from './support/ports';

test('an unreachable remote is contained to its section and recovers on Retry', async ({
  page,
}) => {
  await page.route(`${origin('plans')}/**`, (route) => route.abort('connectionrefused'));
  await signIn(page);

  // Its declaration cannot be read either, so its link is absent; its URL is the section's error.
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plans' })).toHaveCount(0);
  await page.goto('/plans');
  await expect(page.getByText('This section could not be loaded.')).toBeVisible();

  // The sidebar and the other sections keep working.
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/plans');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This section could not be loaded.')).toBeVisible();

  // Once the remote is back, Retry loads it without a page reload.
  await page.unroute(`${origin('plans')}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Plan' })).toBeVisible();
});
