import ExcelJS from 'exceljs';
import { IMPORT_LIMITS, IMPORT_MESSAGES, SHEET_LIMITS } from '../../schemas/imports';
import {
  handmadeXlsx,
  inlineRow,
  sharedStringsXml,
  worksheetXml,
} from '../../testing/handmade-xlsx';
import { csvText, importsClient } from '../../testing/imports-client';
import { SAMPLE_IMAGES } from '../../testing/sample-images';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('POST /imports: uploading a sheet', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);
  const failed = (message: string) => ({ status: 'failed', message });

  const HEADER = ['Member name', 'Mobile', 'DOJ', 'Plan', 'Fee', 'Paid'];
  const rowsOf = (n: number) =>
    Array.from({ length: n }, (_, i) => [
      `Member ${i}`,
      `98765${String(i).padStart(5, '0')}`,
      '01/02/2026',
      'Monthly',
      '1500',
      '0',
    ]);

  it('stores a CSV sheet and answers its columns, a sample and the guessed mapping', async () => {
    const response = await imports().upload(csvText([HEADER, ...rowsOf(7)]), 'old system.csv');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'success',
      file_name: 'old system.csv',
      rows: 7,
      columns: HEADER,
      sample: rowsOf(IMPORT_LIMITS.sampleRows),
    });
    expect(body.mapping).toMatchObject({ name: 0, phone: 1, joining_date: 2, plan: 3 });
    const stored = await ctx.app.db
      .selectFrom('import_rows')
      .select(['n', 'cells', 'outcome'])
      .where('import_id', '=', body.import_id)
      .orderBy('n')
      .execute();
    // The header is kept too, before the data rows.
    expect(stored.map((row) => [row.n, JSON.parse(row.cells), row.outcome])).toEqual([
      [-1, HEADER, null],
      ...rowsOf(7).map((cells, n) => [n, cells, null]),
    ]);
    expect(body.header_row).toBe(1);
    expect((await imports().status(body.import_id)).json()).toEqual({
      status: 'success',
      import_id: body.import_id,
      file_name: 'old system.csv',
      state: 'uploaded',
      rows: 7,
      done: 0,
      added: 0,
      updated: 0,
      skipped: 0,
      message: null,
      undo_until: null,
    });
  });

  it('reads an .xlsx workbook: date cells, numbers and formula text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.addRow(['Name', 'Phone', 'Start date', 'Fee']);
    sheet.addRow([
      { formula: 'HYPERLINK("http://x","Ravi")', result: 'Ravi' },
      9876543210,
      new Date(Date.UTC(2026, 0, 31)),
      1500,
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await imports().upload(bytes, 'members.xlsx');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      rows: 1,
      columns: ['Name', 'Phone', 'Start date', 'Fee'],
      sample: [['=HYPERLINK("http://x","Ravi")', '9876543210', '2026-01-31', '1500']],
      mapping: { name: 0, phone: 1, joining_date: 2, fee: 3 },
    });
  });

  it('refuses a file that is not a spreadsheet, a sheet without rows and one past the row limit', async () => {
    const refused = async (bytes: Buffer | string) => {
      const response = await imports().upload(bytes);
      return [response.statusCode, response.json()];
    };
    expect(await refused(SAMPLE_IMAGES.png)).toEqual([400, failed(IMPORT_MESSAGES.notSpreadsheet)]);
    expect(await refused(csvText([HEADER]))).toEqual([400, failed(IMPORT_MESSAGES.noRows)]);
    expect(await refused(csvText([HEADER, ...rowsOf(IMPORT_LIMITS.maxRows + 1)]))).toEqual([
      400,
      failed(IMPORT_MESSAGES.tooManyRows),
    ]);
    expect(await ctx.app.db.selectFrom('imports').select('id').execute()).toEqual([]);
  });

  it('refuses spreadsheet bombs at once, keeping nothing: many rows in sheet 2, one huge cell', async () => {
    const importTables = async () =>
      Promise.all(
        (['imports', 'import_rows'] as const).map(async (table) =>
          Number(
            (
              await ctx.app.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    await imports().uploaded([HEADER, ...rowsOf(2)]);
    const before = await importTables();
    const members = worksheetXml(`${inlineRow(HEADER)}${inlineRow(rowsOf(1)[0]!)}`);
    // 2.2 million rows in the second worksheet: over 50 MB unpacked, 300 KB packed.
    const manyRows = handmadeXlsx({
      sheets: [members, '<row><c><v>1</v></c></row>'.repeat(2_200_000)],
    });
    // One shared string of 40 million characters, in a file of 100 KB.
    const hugeCell = handmadeXlsx({
      sheets: [
        worksheetXml(
          `${inlineRow(HEADER)}<row><c t="s"><v>0</v></c><c><v>9876543210</v></c></row>`,
        ),
      ],
      sharedStrings: sharedStringsXml(`<si><t>${'x'.repeat(40_000_000)}</t></si>`),
    });
    for (const [bytes, message] of [
      [manyRows, IMPORT_MESSAGES.unzippedTooLarge],
      [hugeCell, IMPORT_MESSAGES.cellTooLong],
    ] as const) {
      expect(bytes.length).toBeLessThan(1 << 20);
      const started = performance.now();
      const response = await imports().upload(bytes, 'bomb.xlsx');
      expect([response.statusCode, response.json()]).toEqual([400, failed(message)]);
      // The sheets as reported took 12 and 20 seconds; these are refused before they are read.
      expect(performance.now() - started).toBeLessThan(2000);
    }
    expect(await importTables()).toEqual(before);
  });

  it(`refuses a CSV past ${SHEET_LIMITS.maxColumns} columns or with a cell past ${SHEET_LIMITS.maxCellLength} characters`, async () => {
    const wide = [
      ...HEADER,
      ...Array.from({ length: SHEET_LIMITS.maxColumns }, (_, i) => `Note ${i}`),
    ];
    const long = rowsOf(1).map(([name, ...rest]) => [
      `${name}${'x'.repeat(SHEET_LIMITS.maxCellLength)}`,
      ...rest,
    ]);
    for (const [rows, message] of [
      [[wide, ...rowsOf(1)], IMPORT_MESSAGES.tooManyColumns],
      [[HEADER, ...long], IMPORT_MESSAGES.cellTooLong],
    ] as const) {
      const response = await imports().upload(csvText([...rows]));
      expect([response.statusCode, response.json()]).toEqual([400, failed(message)]);
    }
    expect(await ctx.app.db.selectFrom('imports').select('id').execute()).toEqual([]);
  });

  it('answers 413 with its own words past 10 MB', async () => {
    const response = await imports().upload(Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(failed(IMPORT_MESSAGES.tooLarge));
  });

  it('clears the rows of imports past their undo window when a sheet is uploaded', async () => {
    const old = await imports().uploaded([HEADER, ...rowsOf(2)]);
    const recent = await imports().uploaded([HEADER, ...rowsOf(2)]);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await ctx.app.db
      .updateTable('imports')
      .set({ created_at: dayAgo })
      .where('id', '=', old.import_id)
      .execute();
    await imports().uploaded([HEADER, ...rowsOf(1)]);
    const kept = await ctx.app.db
      .selectFrom('import_rows')
      .select('import_id')
      .distinct()
      .orderBy('import_id')
      .execute();
    expect(kept.map((row) => row.import_id)).toEqual([recent.import_id, recent.import_id + 1]);
    // The import itself stays: its invoices (if any) name it.
    expect((await imports().status(old.import_id)).statusCode).toBe(200);
  });
});
