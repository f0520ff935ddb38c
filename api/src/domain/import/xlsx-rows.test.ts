import ExcelJS from 'exceljs';
import { CELLS_PER_ROW, xlsxRowsOver } from './xlsx-rows';

async function xlsx(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

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
