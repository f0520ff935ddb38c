import ExcelJS from 'exceljs';
import { HttpError } from '../../lib/http-errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../schemas/imports';
import { readSheet } from './sheet';
import { CELLS_PER_ROW, xlsxRowsOver } from './xlsx-rows';

async function xlsx(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readSheet (.xlsx)', () => {
  it('reads each kind of cell as text', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Members');
      sheet.addRow(['Name', 'Phone', 'Joining date', 'Fee', 'Weight', 'Paid', 'Active']);
      const row = sheet.addRow([
        { formula: 'HYPERLINK("https://example.com","Asha")', result: 'Asha' },
        9876543210,
        new Date(Date.UTC(2024, 0, 31)),
        1500,
        72.5,
        { formula: 'D2/2', result: 750 },
        true,
      ]);
      row.getCell(3).numFmt = 'dd/mm/yyyy';
      sheet.addRow([
        { richText: [{ text: 'Ra' }, { text: 'vi', font: { bold: true } }] },
        { text: '+91 98765 00000', hyperlink: 'tel:+919876500000' },
        '15/08/2023',
        1e21,
        0.0000001,
        { error: '#N/A' },
        false,
      ]);
    });
    await expect(readSheet(bytes)).resolves.toEqual({
      columns: ['Name', 'Phone', 'Joining date', 'Fee', 'Weight', 'Paid', 'Active'],
      rows: [
        [
          '=HYPERLINK("https://example.com","Asha")',
          '9876543210',
          '2024-01-31',
          '1500',
          '72.5',
          '=D2/2',
          'TRUE',
        ],
        [
          'Ravi',
          '+91 98765 00000',
          '15/08/2023',
          '1000000000000000000000',
          '0.0000001',
          '#N/A',
          'FALSE',
        ],
      ],
    });
  });

  it('reads the first worksheet only, from its first row with text, and leaves empty rows out', async () => {
    const bytes = await xlsx((workbook) => {
      const first = workbook.addWorksheet('Members');
      first.getCell('B3').value = 'Name';
      first.getCell('C3').value = ' Mobile ';
      first.getCell('B5').value = 'Asha';
      first.getCell('C5').value = '98765 43210';
      first.getCell('B6').value = '  ';
      first.getCell('B7').value = 'Ravi';
      first.getCell('E7').value = 'note';
      workbook.addWorksheet('Notes').addRow(['Not', 'these']);
    });
    await expect(readSheet(bytes)).resolves.toEqual({
      columns: ['Column 1', 'Name', 'Mobile', 'Column 4', 'Column 5'],
      rows: [
        ['', 'Asha', '98765 43210', '', ''],
        ['', 'Ravi', '', '', 'note'],
      ],
    });
  });

  it('gives a merged cell its text once, not in every cell it spans', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Members');
      sheet.addRow(['Name', 'Plan', 'Fee']);
      sheet.addRow(['Asha', 'Gold', 1500]);
      sheet.mergeCells('B2:C2');
    });
    const { rows } = await readSheet(bytes);
    expect(rows).toEqual([['Asha', 'Gold', '']]);
  });

  it('reads a shared formula as the formula of its own cell', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Members');
      sheet.addRow(['Name', 'Fee', 'Paid']);
      sheet.addRow(['Asha', 1000, { formula: 'B2/2', result: 500 }]);
      sheet.addRow(['Ravi', 800, { sharedFormula: 'C2', result: 400 }]);
    });
    const { rows } = await readSheet(bytes);
    expect(rows.map((row) => row[2])).toEqual(['=B2/2', '=B3/2']);
  });

  it(`refuses a worksheet with more than ${IMPORT_LIMITS.maxRows} data rows`, async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Members');
      sheet.addRow(['Name', 'Phone']);
      for (let n = 0; n <= IMPORT_LIMITS.maxRows; n += 1) sheet.addRow(['Asha', 9876543210]);
    });
    await expect(readSheet(bytes)).rejects.toEqual(new HttpError(400, IMPORT_MESSAGES.tooManyRows));
  });

  it('refuses a workbook whose first worksheet has no rows below its header', async () => {
    const headerOnly = await xlsx((workbook) => {
      workbook.addWorksheet('Members').addRow(['Name', 'Phone']);
      workbook.addWorksheet('Other').addRow(['Asha', '9876543210']);
    });
    const empty = await xlsx((workbook) => workbook.addWorksheet('Members'));
    for (const bytes of [headerOnly, empty])
      await expect(readSheet(bytes)).rejects.toEqual(new HttpError(400, IMPORT_MESSAGES.noRows));
  });
});

describe('xlsxRowsOver', () => {
  it('counts the data rows below the header that hold a value, number, text or formula', async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Members');
      sheet.addRow(['Name', 'Phone']);
      sheet.addRow(['Asha', 9876543210]);
      sheet.addRow([{ formula: 'A2', result: 'Asha' }]);
      sheet.addRow([{ richText: [{ text: 'Ra' }, { text: 'vi' }] }]);
      // Formatted but empty, as sheets are where a format was applied to a whole range.
      for (let row = 6; row <= 30; row += 1) sheet.getCell(`A${row}`).numFmt = 'dd/mm/yyyy';
    });
    await expect(xlsxRowsOver(bytes, 3)).resolves.toBe(false);
    await expect(xlsxRowsOver(bytes, 2)).resolves.toBe(true);
  });

  it(`counts every cell, with a value or not, up to ${CELLS_PER_ROW} a row`, async () => {
    const bytes = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Members');
      sheet.addRows([['Name'], ['Asha'], ['Ravi']]);
      for (let column = 1; column <= 3 * CELLS_PER_ROW; column += 1)
        sheet.getRow(4).getCell(column).numFmt = '0.00';
    });
    await expect(xlsxRowsOver(bytes, 2)).resolves.toBe(true);
    await expect(xlsxRowsOver(bytes, 3)).resolves.toBe(false);
  });

  it('counts the first worksheet only', async () => {
    const bytes = await xlsx((workbook) => {
      workbook.addWorksheet('Members').addRows([['Name'], ['Asha']]);
      workbook.addWorksheet('Old').addRows([['Name'], ['A'], ['B'], ['C']]);
    });
    await expect(xlsxRowsOver(bytes, 1)).resolves.toBe(false);
  });

  it('leaves a file it cannot read to exceljs', async () => {
    await expect(xlsxRowsOver(Buffer.from('PK\x03\x04 not really', 'latin1'), 0)).resolves.toBe(
      false,
    );
  });
});
