import fs from 'node:fs/promises';
import { expect, test } from './support/test';
import { PHONE_RULE } from '../api/src/schemas/input-rules';
import { seriousViolations } from './support/axe';
import {
  csvLines,
  currentStep,
  expectCounts,
  expectMatched,
  expectReviewed,
  openImport,
  runImport,
  undoFromImportsList,
  undoImport,
  upload,
} from './support/import-steps';
import {
  expectInvoicesAddUp,
  gymAsShown,
  listScreen,
  membersNamed,
  phones,
  query,
} from './support/import-checks';
import { addPlan } from './support/seed';
import { signIn, unique } from './support/session';
import { csvFile, excelDay, xlsxFile } from './support/spreadsheets';

// Importing members from a spreadsheet (docs/product/import.md §24), with sheets as gyms keep them: mixed
// date formats, +91 and bracketed phones, a phone twice, a plan Spotter does not have, a formula
// where a name should be, a row that breaks the rules.

test.beforeEach(async ({ page }) => signIn(page));

test('a messy .xlsx under a title: its header row found, guessed columns, a dry run with its reasons and old → new, the missing plan created, imported with invoices that add up, exported and imported again unchanged, then undone from the Imports list after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const prefix = unique('Import');
  const phone = phones();
  const monthly = `${prefix} Monthly`;
  const yoga = `${prefix} Yoga`;
  const plan = await addPlan(page, { name: monthly, price: 1500 });
  // A member already at the gym, who has paid ₹500 of ₹1,500: the sheet says ₹1,500.
  const old = await page.request.post('/api/members/add_member', {
    multipart: {
      name: `${prefix} Old`,
      phone: phone(6),
      joining_day: '2026-01-10',
      plan: String(plan),
      fee: '1500',
      paid: '500',
      status: 'Active',
      payment_method: 'cash',
    },
  });
  expect(old.status()).toBe(201);
  const before = await gymAsShown(page, prefix);
  const list = await page.context().newPage();
  await list.goto('/dashboard');
  const activeMembers = list.getByRole('region', { name: 'Active Members', exact: true });
  await expect(activeMembers).toContainText(/\d/);
  const activeBefore = await activeMembers.textContent();

  // A title and a note above the header, as a gym's own workbook has them: the header is row 3.
  const fileName = `${prefix} members from the old system.xlsx`;
  const sheet = await xlsxFile(fileName, [
    [`${prefix} Iron Temple members, Nov 2026`],
    ['Exported from the old system'],
    ['Name', 'Mobile', 'Email', 'Plan', 'DOJ', 'Fee', 'Paid'],
    [
      `${prefix} Asha`,
      `+91 ${phone(1).slice(0, 5)} ${phone(1).slice(5)}`,
      'asha@example.com',
      ` ${monthly.toUpperCase()} `,
      excelDay('2026-03-15'),
      1500,
      1500,
    ],
    [
      `${prefix} Ravi`,
      `0${phone(2)}`,
      '',
      monthly.toLowerCase().replace(' ', '   '),
      '05/04/2026',
      '₹1,500',
      500,
    ],
    [
      { formula: `HYPERLINK("https://example.com","${prefix} Kiran")` },
      `(${phone(3).slice(0, 3)}) ${phone(3).slice(3, 6)}-${phone(3).slice(6)}`,
      null,
      monthly,
      excelDay('2026-05-02'),
      1500,
      '1,000',
    ],
    [`${prefix} Meena`, `+91-${phone(1)}`, null, monthly, '01/06/2026', 1500, 1500],
    [`${prefix} Dev`, phone(4), null, yoga, '20-06-2026', 2000, 2000],
    [`${prefix} Bad`, phone(5), null, monthly, '2026-07-01', 1000, 1500],
    // Excel keeps a phone typed as a number: it must stay the ten digits.
    [`${prefix} Old`, Number(phone(6)), null, monthly, null, null, 1500],
  ]);

  await openImport(page);
  await upload(page, sheet);
  await expect(page.getByRole('spinbutton', { name: 'Header is on row' })).toHaveValue('3');
  for (const [field, header] of [
    ['Name', 'Name'],
    ['Phone', 'Mobile'],
    ['E-mail', 'Email'],
    ['Plan', 'Plan'],
    ['Joining date', 'DOJ'],
    ['Fee', 'Fee'],
    ['Paid', 'Paid'],
    ['Status', 'Not in the file'],
  ] as const)
    await expectMatched(page, field, header);
  await expect(page.getByRole('cell', { name: `${prefix} Asha`, exact: true })).toBeVisible();
  expect.soft(await seriousViolations(page), 'Match columns').toEqual([]);

  // The dry run: nothing written yet, every row's outcome with its reason.
  await page.getByRole('button', { name: 'Review' }).click();
  await expectCounts(page, { New: 3, Update: 1, Unchanged: 0, 'Duplicate in file': 1, Error: 2 });
  await expect(
    page.getByText(
      'Dates that could be read either way, such as 03/04, were read day first (3 April).',
    ),
  ).toBeVisible();
  // Rows as the spreadsheet numbers them, the title and the note above the header counted.
  await expectReviewed(page, 7, 'Duplicate in file', 'Same phone as row 4');
  // Row 7 has row 4's phone under another name: offered as a family member sharing it. Ticked,
  // it would be added sharing that phone; left unticked for the rest of the journey.
  await expect(
    page.getByText('1 row with the phone of a member or of an earlier row under another name.'),
  ).toBeVisible();
  const family = page.getByRole('checkbox', { name: 'Import family members who share a phone' });
  // The box follows the review again (it is the review's choice): clicked, then checked.
  await family.click();
  await expect(family).toBeChecked();
  await expectCounts(page, {
    New: 3,
    'Shared phone': 1,
    Update: 1,
    Unchanged: 0,
    'Duplicate in file': 0,
    Error: 2,
  });
  await expectReviewed(page, 7, 'Shared phone', 'Shares the phone of row 4');
  await family.click();
  await expect(family).not.toBeChecked();
  await expectCounts(page, { New: 3, Update: 1, Unchanged: 0, 'Duplicate in file': 1, Error: 2 });
  await expectReviewed(page, 7, 'Duplicate in file', 'Same phone as row 4');
  await expectReviewed(page, 8, 'Error', `Plan "${yoga}" does not exist`);
  await expectReviewed(page, 9, 'Error', 'Paid amount cannot be more than the fee');
  await expectReviewed(page, 10, 'Update', 'Paid: 500 → 1,500');
  await expectReviewed(page, 6, 'New', `=HYPERLINK(`);
  expect.soft(await seriousViolations(page), 'Review').toEqual([]);
  expect(await membersNamed(page, prefix)).toEqual(before.members);

  // The error rows as CSV: the sheet's columns and why, to fix and upload again.
  const errorsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download errors' }).click();
  const errors = await errorsDownload;
  const text = await csvLines(errors);
  expect(text[0]).toBe('Name,Mobile,Email,Plan,DOJ,Fee,Paid,Error');
  expect(text).toHaveLength(3);
  expect(text[1]).toContain(`${prefix} Dev`);
  expect(text[1]).toContain('does not exist');
  expect(text[2]).toContain(`${prefix} Bad`);
  expect(text[2]).toContain('Paid amount cannot be more than the fee');

  // The plan the sheet names is created here, and the rows that named it become New.
  await expect(page.getByText('These plans do not exist yet:')).toBeVisible();
  await page.getByLabel('Duration (days)').fill('30');
  await page.getByRole('button', { name: 'Create the missing plans' }).click();
  await expectCounts(page, { New: 4, Update: 1, Unchanged: 0, 'Duplicate in file': 1, Error: 1 });
  await expectReviewed(page, 8, 'New', `${prefix} Dev`);

  await runImport(page, 7, 'Imported 4 members, updated 1, skipped 2.');
  expect.soft(await seriousViolations(page), 'Import').toEqual([]);

  // In the members list: 05/04/2026 read as 5 April (a 30-day plan: expires 5 May), the formula as text.
  const rows = await listScreen(list, prefix);
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: `${prefix} Ravi` })).toContainText('5 May 2026');
  await expect(rows.filter({ hasText: `${prefix} Ravi` })).toContainText('₹1,000');
  await expect(rows.filter({ hasText: `${prefix} Asha` })).toContainText('14 Apr 2026');
  await expect(
    rows.filter({ hasText: `=HYPERLINK("https://example.com","${prefix} Kiran")` }),
  ).toHaveCount(1);
  await expect(rows.filter({ hasText: `${prefix} Old` })).toContainText('₹0');
  await expectInvoicesAddUp(page, prefix);
  // The Invoice History tags what the import issued: Asha's joining invoice, Old's payment (not Old's own joining one).
  for (const [name, issued, imported] of [
    ['Asha', 1, 1],
    ['Old', 2, 1],
  ] as const) {
    await list.goto(`/invoice?${query({ q: `${prefix} ${name}` })}`);
    const invoices = list.getByRole('table', { name: 'Invoice History' }).getByRole('row');
    await expect(invoices.filter({ hasText: `${prefix} ${name}` })).toHaveCount(issued);
    await expect(invoices.filter({ hasText: 'Imported' })).toHaveCount(imported);
  }

  // The list's export, imported again into the same gym, changes nothing.
  await listScreen(list, prefix);
  const exported = list.waitForEvent('download');
  await list.getByRole('button', { name: 'Export' }).click();
  const file = await exported;
  expect(file.suggestedFilename()).toBe('members.csv');
  await openImport(list);
  await upload(list, {
    name: file.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: await fs.readFile(await file.path()),
  });
  await expectMatched(list, 'Phone', 'Phone');
  await expectMatched(list, 'Joining date', 'Joining date');
  await list.getByRole('button', { name: 'Review' }).click();
  await expectCounts(list, { New: 0, Update: 0, Unchanged: 5, 'Duplicate in file': 0, Error: 0 });

  // Undo, after a reload, from the Imports list: the four members go, Old's payment is taken
  // back; the list and the dashboard are as before.
  await page.reload();
  await expect(currentStep(page)).toHaveText(/Upload/);
  await undoFromImportsList(page, fileName, 'Undone: removed 4 members, put back 1.');
  await expect(page.getByText('Left as they are, changed since the import:')).toHaveCount(0);
  expect(await gymAsShown(page, prefix)).toEqual(before);
  const after = await listScreen(list, prefix);
  await expect(after).toHaveCount(1);
  await expect(after).toContainText('₹1,000');
  await list.goto('/dashboard');
  await expect(activeMembers).toHaveText(activeBefore!);
});

test('a messy .csv (;-separated, Windows-1252): D/M/YY dates, amounts such as 1,500/-, a bad phone and a row without a plan; imported, and undone but for a member who has visited since', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prefix = unique('Import');
  const phone = phones();
  const monthly = `${prefix} Monthly`;
  await addPlan(page, { name: monthly, price: 1500 });
  const sheet = csvFile(
    'export from the old system.csv',
    [
      ['Name', 'Contact no', 'Plan', 'Start date', 'Fee', 'Paid', 'Blood group'],
      [
        `${prefix} José`,
        `+91 ${phone(11)}`,
        ` ${monthly.toLowerCase()} `,
        '7/3/26',
        '1,500/-',
        '1,500/-',
        'b +',
      ],
      [`${prefix} Zoë`, `0${phone(12)}`, monthly, '25/12/25', 'Rs. 1,500', '500', 'O+'],
      [`${prefix} Short`, '12345', monthly, '1/1/26', '1500', '0', ''],
      [`${prefix} Planless`, phone(13), '', '2/1/26', '1500', '0', ''],
      // No joining date: today, so the member can be checked in before the undo.
      [`${prefix} Visitor`, phone(14), monthly, '', '1500', '1500', ''],
    ],
    { delimiter: ';', encoding: 'windows-1252' },
  );

  await openImport(page);
  await upload(page, sheet);
  await expectMatched(page, 'Phone', 'Contact no');
  await expectMatched(page, 'Joining date', 'Start date');
  await expectMatched(page, 'Blood group', 'Blood group');
  await expect(page.getByRole('cell', { name: `${prefix} José`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Review' }).click();
  await expectCounts(page, { New: 3, Update: 0, Unchanged: 0, 'Duplicate in file': 0, Error: 2 });
  await expect(page.getByText(/were read day first/)).toBeVisible();
  await expectReviewed(page, 4, 'Error', PHONE_RULE.message);
  await expectReviewed(page, 5, 'Error', 'Plan is required for a new member');

  await runImport(page, 5, 'Imported 3 members, updated 0, skipped 2.');
  // 7/3/26 is 7 March 2026 and 25/12/25 is 25 December 2025: 30-day plans expire 6 April and 24 January.
  const list = await page.context().newPage();
  const rows = await listScreen(list, prefix);
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `${prefix} José` })).toContainText('6 Apr 2026');
  await expect(rows.filter({ hasText: `${prefix} José` })).toContainText('₹0');
  await expect(rows.filter({ hasText: `${prefix} Zoë` })).toContainText('24 Jan 2026');
  await expect(rows.filter({ hasText: `${prefix} Zoë` })).toContainText('₹1,000');
  await expectInvoicesAddUp(page, prefix);
  const imported = await membersNamed(page, prefix);
  const [jose, visitor] = ['José', 'Visitor'].map((name) =>
    imported.find((member) => member.name === `${prefix} ${name}`)!,
  );
  await list.goto(`/users/${jose!.id}/edit`);
  await expect(list.getByLabel('Blood Group')).toHaveValue('B+');

  // A visit since the import: undo leaves that member, and says so.
  const visit = await page.request.post('/api/attendance/check_in', {
    data: { member_id: visitor!.id },
  });
  expect(visit.status()).toBe(201);
  await undoImport(page, 'Undone: removed 2 members, put back 0.');
  await expect(page.getByText('Left as they are, changed since the import:')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `${prefix} Visitor: Has visits since the import` }),
  ).toBeVisible();
  const left = await listScreen(list, prefix);
  await expect(left).toHaveCount(1);
  await expect(left).toContainText(`${prefix} Visitor`);
  expect((await membersNamed(page, prefix)).map((member) => member.id)).toEqual([visitor!.id]);
});
