import fs from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import type { SheetFile } from './spreadsheets';

// The steps of Import members (/users/import, docs/product/import.md §24) as an owner goes through them.

/** The step the step list marks current. */
export const currentStep = (page: Page) => page.locator('[aria-current="step"]');

/** From the members list's Import link to the Upload step. */
export async function openImport(page: Page) {
  await page.goto('/users');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import members' })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Upload/);
}

/** Uploads `file` and waits for the Match columns step. */
export async function upload(page: Page, file: SheetFile) {
  await page.getByLabel('Spreadsheet (.csv or .xlsx)').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(currentStep(page)).toHaveText(/Match columns/);
}

/** The select of the Match columns step that feeds `field` (its label: "Phone", "Joining date"…). */
export const columnFor = (page: Page, field: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${field}\\b`) });

/** Expects `field` to be fed by the column headed `header` ("Not in the file": by none). */
export async function expectMatched(page: Page, field: string, header: string) {
  await expect(columnFor(page, field).locator('option:checked')).toHaveText(header);
}

/** The counts the Review step shows, by their labels. */
export type ReviewCounts = Record<
  'New' | 'Update' | 'Unchanged' | 'Duplicate in file' | 'Error',
  number
> &
  /** Shown once the importer chose to import family members who share a phone. */
  Partial<Record<'Shared phone', number>>;

/**
 * Expects the Review step to show exactly `counts`, and Other branch 0 when it shows one (a gym
 * with two or more branches: the run's earlier journeys may have added some).
 */
export async function expectCounts(page: Page, counts: ReviewCounts) {
  const step = page.getByRole('region', { name: 'Review' });
  await expect
    .poll(async () => {
      const terms = await step.getByRole('term').allTextContents();
      const values = await step.getByRole('definition').allTextContents();
      const shown = Object.fromEntries(terms.map((term, i) => [term, Number(values[i])]));
      if (shown['Other branch'] === 0) delete shown['Other branch'];
      return shown;
    })
    .toEqual(counts);
}

/** Expects the Review step's row `row` (as the sheet numbers it) to show `outcome` and `details`. */
export async function expectReviewed(page: Page, row: number, outcome: string, details: string) {
  const line = page
    .getByRole('table', { name: "The sheet's rows" })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(row), exact: true }) });
  await expect(line.getByRole('cell').nth(1)).toHaveText(outcome);
  await expect(line).toContainText(details);
}

/** Starts the import of a sheet of `rows` data rows from the Review step; waits for `message`. */
export async function runImport(page: Page, rows: number, message: string) {
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText(`Imported ${rows} of ${rows} rows`)).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/** Undoes the import just run, through its confirm dialog; waits for the server's `message`. */
export async function undoImport(page: Page, message: string) {
  await page.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Undo this import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo this import' })).toHaveCount(0);
}

/**
 * Undoes the import of `fileName` from the Imports list (reached from the import page's link),
 * through its row's Undo and the confirm dialog; waits for the server's `message`.
 */
export async function undoFromImportsList(page: Page, fileName: string, message: string) {
  await page.getByRole('link', { name: 'Imports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('Finished');
  await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Undo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Undo this import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(row).toContainText('Undone');
  await expect(page.getByRole('button', { name: `Actions for ${fileName}` })).toHaveCount(0);
}

/** A downloaded CSV's lines, without its byte-order mark. */
export async function csvLines(download: Download) {
  const text = await fs.readFile(await download.path(), 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
}
