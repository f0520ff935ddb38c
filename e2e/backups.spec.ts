import fs from 'node:fs';
import path from 'node:path';
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

test('the Owner backs up now: the copy is made at once and is the one offered for download', async ({
  page,
  database,
}) => {
  await signIn(page, '/settings');
  const backups = page.getByRole('heading', { level: 2, name: 'Backups' }).locator('..');
  if (database === 'postgres') {
    await expect(backups.getByText(/made by its provider/)).toBeVisible();
    await expect(backups.getByRole('button', { name: 'Back up now' })).toHaveCount(0);
    return;
  }
  const folder = path.join(stackPlaces(database).dataDir, 'backups');
  const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
  const before = new Set(files());
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Backup made.' })).toBeVisible();
  // The link names the new copy once the list is read again.
  const link = backups.getByRole('link', { name: 'Download latest backup' });
  await expect
    .poll(async () => {
      const file = await link.getAttribute('download');
      return file !== null && !before.has(file) && files().includes(file);
    })
    .toBe(true);
});
