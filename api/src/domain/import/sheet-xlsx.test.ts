import ExcelJS from 'exceljs';
import { HttpError } from '../../lib/http-errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES, SHEET_LIMITS } from '../../schemas/imports';
import {
  handmadeXlsx,
  inlineRow,
  sharedStringsXml,
  worksheetXml,
} from '../../testing/handmade-xlsx';
import { readSheet } from './sheet';

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

describe('readSheet (.xlsx) within limits', () => {
  const refusal = (message: string) => new HttpError(400, message);
  const HEADER = inlineRow(['Name', 'Phone']);

  it('reads inline and rich text, the phonetic guide left out, and character references', async () => {
    const bytes = handmadeXlsx({
      sheets: [
        worksheetXml(
          `${HEADER}<row><c r="A2" t="s"><v>0</v></c><c r="B2" t="inlineStr"><is><r><t>98765 </t></r><r><t>43210</t></r></is></c></row>` +
            `<row><c r="A3" t="str"><v>Caf&#xE9; &amp; &#8377;</v></c><c r="B3"><v>9876500000</v></c></row>`,
        ),
      ],
      sharedStrings: sharedStringsXml(
        '<si><r><t>As</t></r><r><t>ha</t></r><rPh><t>アシャ</t></rPh></si>',
      ),
    });
    await expect(readSheet(bytes)).resolves.toEqual({
      columns: ['Name', 'Phone'],
      rows: [
        ['Asha', '98765 43210'],
        ['Café & ₹', '9876500000'],
      ],
    });
  });

  it('reads a date cell of a workbook counting from 1904 as its own day', async () => {
    const styles = `<styleSheet><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
    const bytes = handmadeXlsx({
      sheets: [
        worksheetXml(
          `${HEADER}<row><c t="inlineStr"><is><t>Asha</t></is></c><c s="1"><v>43830</v></c></row>`,
        ),
      ],
      workbookProperties: '<workbookPr date1904="1"/>',
      extra: [
        { path: 'xl/styles.xml', data: Buffer.from(styles) },
        {
          path: 'xl/_rels/workbook.xml.rels',
          data: Buffer.from(
            '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml" Type="x/worksheet"/><Relationship Id="rId9" Target="styles.xml" Type="x/styles"/></Relationships>',
          ),
        },
      ],
    });
    // Day 43830 counted from 1904 is 2024-01-01 (counted from 1900, 2019-12-31).
    expect((await readSheet(bytes)).rows).toEqual([['Asha', '2024-01-01']]);
  });

  it('never unpacks a worksheet other than the first', async () => {
    const bytes = handmadeXlsx({
      sheets: [worksheetXml(`${HEADER}${inlineRow(['Asha', '9876543210'])}`), worksheetXml('')],
    });
    // The second worksheet's packed bytes made no deflate stream: unpacking them would fail.
    const broken = Buffer.from(bytes);
    const at = broken.indexOf('xl/worksheets/sheet2.xml') + 'xl/worksheets/sheet2.xml'.length;
    broken.fill(0xff, at, at + 4);
    await expect(readSheet(broken)).resolves.toEqual({
      columns: ['Name', 'Phone'],
      rows: [['Asha', '9876543210']],
    });
  });

  it(`refuses a row with text past column ${SHEET_LIMITS.maxColumns}, and reads one whose cells past it are empty`, async () => {
    const wide = (text: string) =>
      worksheetXml(
        `${HEADER}<row><c r="A2" t="inlineStr"><is><t>Asha</t></is></c><c r="ZZ2" t="inlineStr"><is><t>${text}</t></is></c></row>`,
      );
    await expect(readSheet(handmadeXlsx({ sheets: [wide('x')] }))).rejects.toEqual(
      refusal(IMPORT_MESSAGES.tooManyColumns),
    );
    await expect(readSheet(handmadeXlsx({ sheets: [wide(' ')] }))).resolves.toEqual({
      columns: ['Name', 'Phone'],
      rows: [['Asha', '']],
    });
    const header = Array.from({ length: SHEET_LIMITS.maxColumns + 1 }, (_, i) => `C${i}`);
    await expect(
      readSheet(
        handmadeXlsx({ sheets: [worksheetXml(`${inlineRow(header)}${inlineRow(['Asha'])}`)] }),
      ),
    ).rejects.toEqual(refusal(IMPORT_MESSAGES.tooManyColumns));
  });

  it(`reads a cell of ${SHEET_LIMITS.maxCellLength} characters and refuses a longer one, however it is written`, async () => {
    const longest = 'é'.repeat(SHEET_LIMITS.maxCellLength);
    const longer = `${longest}x`;
    const inline = (text: string) =>
      handmadeXlsx({ sheets: [worksheetXml(`${HEADER}${inlineRow(['Asha', text])}`)] });
    const shared = (text: string) =>
      handmadeXlsx({
        sheets: [
          worksheetXml(
            `${HEADER}<row><c t="inlineStr"><is><t>Asha</t></is></c><c t="s"><v>0</v></c></row>`,
          ),
        ],
        sharedStrings: sharedStringsXml(`<si><t>${text}</t></si>`),
      });
    const value = (text: string) =>
      handmadeXlsx({
        sheets: [
          worksheetXml(
            `${HEADER}<row><c t="inlineStr"><is><t>Asha</t></is></c><c t="str"><v>${text}</v></c></row>`,
          ),
        ],
      });
    const formula = (text: string) =>
      handmadeXlsx({
        sheets: [
          worksheetXml(
            `${HEADER}<row><c t="inlineStr"><is><t>Asha</t></is></c><c><f>${text}</f></c></row>`,
          ),
        ],
      });
    for (const write of [inline, shared, value]) {
      expect((await readSheet(write(longest))).rows).toEqual([['Asha', longest]]);
      await expect(readSheet(write(longer))).rejects.toEqual(refusal(IMPORT_MESSAGES.cellTooLong));
      await expect(
        readSheet(write('&#233;'.repeat(SHEET_LIMITS.maxCellLength + 1))),
      ).rejects.toEqual(refusal(IMPORT_MESSAGES.cellTooLong));
    }
    await expect(readSheet(formula(longest))).rejects.toEqual(refusal(IMPORT_MESSAGES.cellTooLong));
  });

  it('refuses a shared string of 40 MB as soon as it is longer than a cell, unused or not', async () => {
    const huge = Buffer.concat([
      Buffer.from(sharedStringsXml('<si><t>').replace('</sst>', '')),
      Buffer.alloc(40 << 20, 'x'),
      Buffer.from('</t></si></sst>'),
    ]);
    const bytes = handmadeXlsx({
      sheets: [worksheetXml(`${HEADER}${inlineRow(['Asha', '9876543210'])}`)],
      sharedStrings: huge,
    });
    expect(bytes.length).toBeLessThan(1 << 20);
    await expect(readSheet(bytes)).rejects.toEqual(refusal(IMPORT_MESSAGES.cellTooLong));
  });

  it(`refuses more than ${SHEET_LIMITS.maxSharedStrings.toLocaleString('en')} shared strings`, async () => {
    const bytes = (items: string) =>
      handmadeXlsx({
        sheets: [worksheetXml(`${HEADER}${inlineRow(['Asha', '9876543210'])}`)],
        sharedStrings: sharedStringsXml(items),
      });
    expect((await readSheet(bytes('<si><t>a</t></si>'.repeat(1000)))).rows).toHaveLength(1);
    await expect(
      readSheet(bytes('<si/>'.repeat(SHEET_LIMITS.maxSharedStrings + 1))),
    ).rejects.toEqual(refusal(IMPORT_MESSAGES.tooManyStrings));
  });

  it(`refuses a workbook unpacking to more than ${SHEET_LIMITS.maxUnzippedBytes >> 20} MB, as stated or as read`, async () => {
    // Spaces between tags: no row, cell or text limit stops reading them.
    const big = Buffer.concat([
      Buffer.from('<worksheet><sheetData>'),
      Buffer.alloc(SHEET_LIMITS.maxUnzippedBytes, ' '),
      Buffer.from('</sheetData></worksheet>'),
    ]);
    expect(big.length).toBeGreaterThan(SHEET_LIMITS.maxUnzippedBytes);
    const honest = handmadeXlsx({ sheets: [worksheetXml(HEADER), big] });
    const lying = handmadeXlsx({
      sheets: [big],
      extra: [{ path: 'xl/worksheets/sheet1.xml', data: big, statedSize: 1000 }],
    });
    for (const bytes of [honest, lying])
      await expect(readSheet(bytes)).rejects.toEqual(refusal(IMPORT_MESSAGES.unzippedTooLarge));
  });
});
