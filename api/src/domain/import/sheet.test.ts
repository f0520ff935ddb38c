import { HttpError } from '../../lib/http-errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../schemas/imports';
import { framedSheet, headerRowMessage, readFramedSheet, readSheet } from './sheet';

const refusal = (message: string) => new HttpError(400, message);

describe('readSheet (CSV)', () => {
  it('reads a comma-separated UTF-8 file: header, trimmed cells, empty rows left out', async () => {
    const csv = 'Name,Mobile,Plan\n Asha , 98765 43210 ,Gold\n\n,,\nRavi,9876500000,Silver\n';
    await expect(readSheet(Buffer.from(csv))).resolves.toEqual({
      columns: ['Name', 'Mobile', 'Plan'],
      rows: [
        ['Asha', '98765 43210', 'Gold'],
        ['Ravi', '9876500000', 'Silver'],
      ],
    });
  });

  it('reads UTF-8 with a byte-order mark, CRLF line ends and quoted cells', async () => {
    const csv = '\uFEFFName,Fee\r\n"Sharma, Asha","₹1,500"\r\n"Said ""Hi""",500\r\n';
    await expect(readSheet(Buffer.from(csv))).resolves.toEqual({
      columns: ['Name', 'Fee'],
      rows: [
        ['Sharma, Asha', '₹1,500'],
        ['Said "Hi"', '500'],
      ],
    });
  });

  it('reads a semicolon-separated Windows-1252 file, as Excel saves CSV on Windows', async () => {
    // é, ë are 0xE9, 0xEB as in Latin-1; “ and ” are 0x93 and 0x94, which Latin-1 does not have.
    const bytes = Buffer.from(
      'Name;Location;Fee\nZo\xEB;Caf\xE9 \x93Corner\x94;1,500/-\nRavi;Pune;800\n',
      'latin1',
    );
    await expect(readSheet(bytes)).resolves.toEqual({
      columns: ['Name', 'Location', 'Fee'],
      rows: [
        ['Zoë', 'Café “Corner”', '1,500/-'],
        ['Ravi', 'Pune', '800'],
      ],
    });
  });

  it('takes the delimiter the file uses even when its cells hold the other one', async () => {
    const csv =
      'Name;Phone;Fee\nAsha;9876543210;1,500\nRavi;9876500000;800\nMeena;9876511111;2,000\n';
    const sheet = await readSheet(Buffer.from(csv));
    expect(sheet.columns).toEqual(['Name', 'Phone', 'Fee']);
    expect(sheet.rows[0]).toEqual(['Asha', '9876543210', '1,500']);
  });

  it('starts at the first row with text, names header cells without text, and pads short rows', async () => {
    const csv = '\n,,\nName,,Phone\nAsha,x,9876543210,extra\nRavi\n';
    await expect(readSheet(Buffer.from(csv))).resolves.toEqual({
      columns: ['Name', 'Column 2', 'Phone', 'Column 4'],
      rows: [
        ['Asha', 'x', '9876543210', 'extra'],
        ['Ravi', '', '', ''],
      ],
    });
  });

  it('keeps formula text as text, dropping only the quote our own CSV download puts before it', async () => {
    const csv = "Name,Note\n'=HYPERLINK(\"x\"),'+91 98\n=1+1,'@home\n'plain,it's\n";
    const { rows } = await readSheet(Buffer.from(csv));
    expect(rows).toEqual([
      ['=HYPERLINK("x")', '+91 98'],
      ['=1+1', '@home'],
      ["'plain", "it's"],
    ]);
  });

  it(`reads up to ${IMPORT_LIMITS.maxRows} data rows and refuses one more`, async () => {
    const csv = (rows: number) => `Name,Phone\n${'Asha,9876543210\n'.repeat(rows)}`;
    const sheet = await readSheet(Buffer.from(csv(IMPORT_LIMITS.maxRows)));
    expect(sheet.rows).toHaveLength(IMPORT_LIMITS.maxRows);
    await expect(readSheet(Buffer.from(csv(IMPORT_LIMITS.maxRows + 1)))).rejects.toEqual(
      refusal(IMPORT_MESSAGES.tooManyRows),
    );
  });

  it.each([
    ['only a header row', 'Name,Phone\n'],
    ['a header row and empty rows', 'Name,Phone\n,\n  ,  \n\n'],
    ['only spaces and line breaks', ' \n\n \r\n'],
  ])('refuses a sheet with %s: no rows below the header', async (_, csv) => {
    await expect(readSheet(Buffer.from(csv))).rejects.toEqual(refusal(IMPORT_MESSAGES.noRows));
  });
});

/** Bytes from a fixed sequence, so the test reads the same "random" file every run. */
function noise(length: number) {
  let state = 42;
  return Buffer.from(
    Array.from({ length }, () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state >> 23;
    }),
  );
}

describe('readSheet (not a spreadsheet)', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    Buffer.from('IHDR'),
    noise(64),
  ]);
  it.each([
    ['a PNG picture', PNG],
    ['random bytes', noise(4096)],
    [
      'an old Excel .xls',
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(504),
      ]),
    ],
    ['an empty file', Buffer.alloc(0)],
    ['only a byte-order mark', Buffer.from([0xef, 0xbb, 0xbf])],
    ['text with a NUL', Buffer.from('Name,Phone\nAsha,98\0\n')],
    ['UTF-16 text', Buffer.from('\uFEFFName,Phone\nAsha,9876543210\n', 'utf16le')],
    ['bytes Windows-1252 leaves undefined', Buffer.from([0x4e, 0x61, 0x81, 0x6d, 0x65, 0x0a])],
    ['a zip holding no workbook', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), noise(200)])],
    [
      'a broken .xlsx',
      Buffer.concat([
        Buffer.from('PK\x03\x04', 'latin1'),
        noise(30),
        Buffer.from('xl/workbook.xml'),
      ]),
    ],
  ])('refuses %s', async (_, bytes) => {
    await expect(readSheet(bytes)).rejects.toEqual(refusal(IMPORT_MESSAGES.notSpreadsheet));
  });
});

describe('readFramedSheet: the header row found where it is', () => {
  it('takes the first row whose cells are known column names, numbering rows as a spreadsheet does', async () => {
    const csv =
      'Iron Temple members, Nov 2026\n\nExported from GymSoft\nMember name,Mobile,Plan\nAsha,9876543210,Gold\n\nRavi,9876500000,Silver\n';
    const sheet = await readFramedSheet(Buffer.from(csv));
    expect(sheet).toMatchObject({
      headerRow: 4,
      columns: ['Member name', 'Mobile', 'Plan'],
      rows: [
        ['Asha', '9876543210', 'Gold'],
        ['Ravi', '9876500000', 'Silver'],
      ],
      rowNumbers: [5, 7],
    });
    // The rows above the header are kept, to choose another header row from.
    expect(sheet.lines.map((line) => line.row)).toEqual([1, 3, 4, 5, 7]);
    expect(framedSheet(sheet.lines, 3)).toMatchObject({
      headerRow: 3,
      columns: ['Exported from GymSoft', 'Column 2', 'Column 3'],
      rowNumbers: [4, 5, 7],
    });
  });

  it('keeps the first row with text as the header when no row reads as one', async () => {
    const sheet = await readFramedSheet(Buffer.from('Naam,Sankhya\nAsha,9876543210\n'));
    expect(sheet).toMatchObject({ headerRow: 1, columns: ['Naam', 'Sankhya'], rowNumbers: [2] });
  });

  it('refuses a header row that is empty or past the sheet, or with nothing below it', async () => {
    const { lines } = await readFramedSheet(Buffer.from('Name,Phone\n\nAsha,9876543210\n'));
    expect(() => framedSheet(lines, 2)).toThrow(refusal(headerRowMessage(2)));
    expect(() => framedSheet(lines, 9)).toThrow(refusal(headerRowMessage(9)));
    expect(() => framedSheet(lines, 3)).toThrow(refusal(IMPORT_MESSAGES.noRows));
  });
});
