import fs from 'node:fs';
import { expect, test } from './support/test';
import { backUp } from '../api/src/db/backup/online-backup';
import { signIn } from './support/session';
import { stackPlaces } from './support/stack';

test('the Owner sees the last backup in Settings and downloads it', async ({ page, database }) => {
  const onPostgres = database === 'postgres';
  // `pnpm db:backup`'s own function, while the app under test runs on that folder.
  if (!onPostgres) await backUp(stackPlaces(database).dataDir);
  await signIn(page, '/settings');
  const backups = page.getByRole('heading', { level: 2, name: 'Backups' }).locator('..');
  await expect(backups).toBeVisible();
  if (onPostgres) {
    await expect(
      backups.getByText(
        'Backups of a PostgreSQL database are made by its provider, not by Spotter.',
      ),
    ).toBeVisible();
    await expect(backups.getByRole('link')).toHaveCount(0);
    return;
  }
  await expect(
    backups.getByText(/^Last backup: \d+ \w{3} \d{4}, \d{2}:\d{2} \(\d+\.\d MB\)$/),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await backups.getByRole('link', { name: 'Download latest backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^spotter-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.sqlite$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
});
