import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '../../schemas/imports';
import { headerRowMessage } from '../../domain/import';
import { importsClient } from '../../testing/imports-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

/** The header row found where it is, and chosen again (docs/product/import.md §24). */
describe('an import’s header row', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);

  const TITLE = ['Iron Temple members, Nov 2026'];
  const HEADER = ['Member name', 'Mobile', 'Plan', 'Fee'];

  it('is the first row whose cells are known column names: a title above it is left out, and rows keep the sheet’s numbers', async () => {
    await ctx.members.addPlan('Monthly', 30, 1500);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    const put = (row: number, cells: string[]) =>
      cells.forEach((cell, i) => (sheet.getCell(row, i + 1).value = cell));
    put(1, TITLE);
    put(3, HEADER);
    put(4, ['Ravi', '9876543210', 'Monthly', '1500']);
    put(6, ['Ravi Again', '09876543210', 'Monthly', '1500']);
    put(7, ['Kiran', '98', 'Monthly', '1500']);
    const upload = await imports().upload(
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'members.xlsx',
    );
    expect(upload.statusCode).toBe(201);
    const body = upload.json();
    expect(body).toMatchObject({
      header_row: 3,
      rows: 3,
      columns: HEADER,
      sample: [
        ['Ravi', '9876543210', 'Monthly', '1500'],
        ['Ravi Again', '09876543210', 'Monthly', '1500'],
        ['Kiran', '98', 'Monthly', '1500'],
      ],
      mapping: { name: 0, phone: 1, plan: 2, fee: 3 },
    });
    const review = (await imports().review(body.import_id, body.mapping)).json();
    expect(
      review.rows.map((row: { row: number; reason: string | null }) => [row.row, row.reason]),
    ).toEqual([
      [4, null],
      [6, 'Same phone as row 4'],
      [7, 'Phone number must be 7 to 15 digits, optionally starting with +'],
    ]);
    // The run keeps the sheet's numbers too, and its errors are the sheet's rows.
    await imports().runAll(body.import_id);
    expect((await imports().errors(body.import_id)).body.split('\r\n')).toEqual([
      `\uFEFF${HEADER.join(',')},Error`,
      'Kiran,98,Monthly,1500,"Phone number must be 7 to 15 digits, optionally starting with +"',
      '',
    ]);
  });

  it('is the first row with text when no row reads as a header, as before', async () => {
    const body = await imports().uploaded([TITLE, ['Naam', 'Sankhya'], ['Ravi', '9876543210']]);
    expect(body).toMatchObject({
      header_row: 1,
      columns: ['Iron Temple members, Nov 2026', 'Column 2'],
      rows: 2,
    });
  });

  it('is read again from the stored sheet on the row asked for: columns guessed again, the review to do again', async () => {
    const notes = ['Exported from GymSoft'];
    const upload = await imports().uploaded([
      TITLE,
      notes,
      ['Naam', 'Mob'],
      ['Ravi', '9876543210'],
      ['Sunil', '9876543211'],
    ]);
    expect(upload).toMatchObject({ header_row: 1, rows: 4 });
    const reviewed = await imports().review(upload.import_id, {
      ...upload.mapping,
      name: 0,
      phone: 1,
    });
    expect(reviewed.statusCode).toBe(200);

    const response = await imports().header(upload.import_id, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      import_id: upload.import_id,
      file_name: 'members.csv',
      header_row: 3,
      branch_id: 1,
      rows: 2,
      columns: ['Naam', 'Mob'],
      sample: [
        ['Ravi', '9876543210'],
        ['Sunil', '9876543211'],
      ],
      mapping: expect.objectContaining({ name: null, phone: null }),
    });
    expect((await imports().status(upload.import_id)).json()).toMatchObject({
      state: 'uploaded',
      rows: 2,
    });
    // The mapping is to be chosen again: the run refuses until then.
    expect((await imports().run(upload.import_id, 0)).json()).toEqual({
      status: 'failed',
      message: IMPORT_MESSAGES.notReviewed,
    });
    const review = (
      await imports().review(upload.import_id, { ...upload.mapping, name: 0, phone: 1 })
    ).json();
    expect(review.rows.map((row: { row: number }) => row.row)).toEqual([4, 5]);

    // And back up to the title: every row kept, the rows above the header included.
    const back = (await imports().header(upload.import_id, 1)).json();
    expect(back).toMatchObject({ header_row: 1, rows: 4, columns: [TITLE[0], 'Column 2'] });
  });
});

describe('an import uploaded before the sheet’s rows were numbered (migration 042)', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);

  it('is reviewed with its rows as n + 2, and read again from its columns as row 1', async () => {
    const upload = await imports().uploaded([
      ['Name', 'Phone'],
      ['Ravi', '9876543210'],
      ['Members', 'Mob'],
      ['Sunil', '9876543211'],
    ]);
    // As such an import was kept: its data rows alone, unnumbered.
    await ctx.app.db
      .deleteFrom('import_rows')
      .where('import_id', '=', upload.import_id)
      .where('n', '<', 0)
      .execute();
    await ctx.app.db
      .updateTable('import_rows')
      .set({ sheet_row: null })
      .where('import_id', '=', upload.import_id)
      .execute();
    const review = (await imports().review(upload.import_id, upload.mapping)).json();
    expect(review.rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 4]);
    const again = (await imports().header(upload.import_id, 3)).json();
    expect(again).toMatchObject({ header_row: 3, rows: 1, columns: ['Members', 'Mob'] });
    expect((await imports().header(upload.import_id, 1)).json()).toMatchObject({
      header_row: 1,
      rows: 3,
      columns: ['Name', 'Phone'],
    });
  });
});

// Refusals write nothing: one app serves them all.
describe('POST /imports/:id/header: refusals (nothing written)', () => {
  const ctx = useSignedInApp({}, 'all');
  const imports = () => importsClient(ctx.app, ctx.cookie);
  let id = 0;
  let ran = 0;

  beforeAll(async () => {
    await ctx.members.addPlan('Monthly', 30, 1500);
    // Rows 1 (header), 2 and 4 hold text; row 3 is empty.
    id = (
      await imports().upload(
        'Name,Phone,Plan\r\nRavi,9876543210,Monthly\r\n\r\nSunil,9876543211,Monthly\r\n',
      )
    ).json().import_id;
    const done = await imports().reviewed([
      ['Name', 'Phone', 'Plan'],
      ['Meera', '9876543212', 'Monthly'],
    ]);
    await imports().runAll(done.id);
    ran = done.id;
  });

  it.each([
    ['an empty row', 3, 400, headerRowMessage(3)],
    ['a row past the sheet', 99, 400, headerRowMessage(99)],
    ['the last row, with nothing below it', 4, 400, IMPORT_MESSAGES.noRows],
    ['row 0', 0, 400, 'Header row must be at least 1'],
    ['a row that is not a number', 'two', 400, 'Header row must be a whole number'],
    ['a row past any spreadsheet', 1_048_577, 400, 'Header row must be at most 1048576'],
  ])('%s', async (_, row, status, message) => {
    const before = await tableFingerprints(ctx.app);
    const response = await imports().header(id, row);
    expect([response.statusCode, response.json()]).toEqual([status, { status: 'failed', message }]);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });

  it('an import that has run (409) or does not exist (404)', async () => {
    const before = await tableFingerprints(ctx.app);
    expect((await imports().header(ran, 1)).json()).toEqual({
      status: 'failed',
      message: IMPORT_MESSAGES.finished,
    });
    expect((await imports().header(ran, 1)).statusCode).toBe(409);
    expect((await imports().header(999, 1)).statusCode).toBe(404);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });
});
