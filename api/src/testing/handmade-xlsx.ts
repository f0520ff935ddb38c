import { crc32, deflateRawSync } from 'node:zlib';

/*
 * .xlsx files written by hand, for sheets no spreadsheet program would save: a zip of the parts a
 * workbook needs, with any worksheet and shared strings XML, and a zip directory that may lie
 * about how large a part unpacks.
 */

export interface ZipEntry {
  path: string;
  data: Buffer;
  /** The unpacked size the zip states, when it should not be the true one. */
  statedSize?: number;
}

/** A zip of deflated entries (no zip64: each under 4 GB). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { path, data, statedSize = data.length } of entries) {
    const name = Buffer.from(path);
    const packed = deflateRawSync(data, { level: 1 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(statedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(statedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet's XML around its rows' XML. */
export const worksheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** A shared strings part around its items' XML (`<si>…</si>` each). */
export const sharedStringsXml = (items: string) => `<sst xmlns="${MAIN}">${items}</sst>`;

/** A row of text cells written inline, from column A. */
export const inlineRow = (cells: string[]) =>
  `<row>${cells.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

export interface HandmadeWorkbook {
  /** Each worksheet's XML (or bytes), in the workbook's order. */
  sheets: (string | Buffer)[];
  sharedStrings?: string | Buffer;
  /** Other parts, or parts whose stated size lies. */
  extra?: ZipEntry[];
  workbookProperties?: string;
}

const bytesOf = (data: string | Buffer) => (Buffer.isBuffer(data) ? data : Buffer.from(data));

/** An .xlsx of the given worksheets (the first is the one an import reads). */
export function handmadeXlsx({
  sheets,
  sharedStrings,
  extra = [],
  workbookProperties = '',
}: HandmadeWorkbook): Buffer {
  const names = sheets.map(
    (_, i) => `<sheet name="Sheet${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
  );
  const rels = sheets.map(
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  if (sharedStrings !== undefined)
    rels.push(`<Relationship Id="rIdS" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>`);
  const entries: ZipEntry[] = [
    {
      path: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${MAIN}" xmlns:r="${RELS}">${workbookProperties}<sheets>${names.join('')}</sheets></workbook>`,
      ),
    },
    {
      path: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
      ),
    },
    ...(sharedStrings === undefined
      ? []
      : [{ path: 'xl/sharedStrings.xml', data: bytesOf(sharedStrings) }]),
    ...sheets.map((sheet, i) => ({
      path: `xl/worksheets/sheet${i + 1}.xml`,
      data: bytesOf(sheet),
    })),
  ];
  const replaced = new Set(extra.map((entry) => entry.path));
  return zipOf([...entries.filter((entry) => !replaced.has(entry.path)), ...extra]);
}
