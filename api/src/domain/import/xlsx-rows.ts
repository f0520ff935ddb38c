import { createInflateRaw, inflateRawSync } from 'node:zlib';

/*
 * Counting an .xlsx file's rows before exceljs loads it. exceljs builds the whole workbook in
 * memory (about 10 KB a row of 13 columns): a 10 MB file can hold 150,000 rows, a gigabyte and
 * seconds to load before the row limit could refuse it, and a zip can unpack to a thousand times
 * its size. So the first worksheet's XML is unpacked as a stream and its rows counted as they
 * come, stopping at the first row over the limit. Only the parts of the zip format and of
 * SpreadsheetML an .xlsx needs; anything else is left for exceljs to judge.
 */

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The zip's entries by name, from its central directory; null when it has none we can read. */
function zipEntries(bytes: Buffer): Map<string, ZipEntry> | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length || bytes.readUInt32LE(end) !== END_OF_DIRECTORY)
    return null;
  const entries = new Map<string, ZipEntry>();
  let at = bytes.readUInt32LE(end + 16);
  for (let n = bytes.readUInt16LE(end + 10); n > 0; n -= 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes as stored (deflated or not), or null when its header does not add up. */
function storedData(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

function smallText(bytes: Buffer, entry: ZipEntry | undefined): string | null {
  const data = entry && storedData(bytes, entry);
  if (!data || (entry.method !== 0 && entry.method !== 8)) return null;
  try {
    return (
      entry.method === 8 ? inflateRawSync(data, { maxOutputLength: 4 << 20 }) : data
    ).toString();
  } catch {
    return null;
  }
}

const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1] ?? null;

/** The path in the zip of the workbook's first worksheet: the first in workbook.xml's list. */
function firstSheetPath(bytes: Buffer, entries: Map<string, ZipEntry>): string | null {
  const workbook = smallText(bytes, entries.get('xl/workbook.xml'));
  const rels = smallText(bytes, entries.get('xl/_rels/workbook.xml.rels'));
  const sheet = workbook && /<(?:\w+:)?sheet\s[^>]*>/.exec(workbook)?.[0];
  const id = sheet && attribute(sheet, 'r:id');
  if (!rels || !id) return null;
  const rel = (rels.match(/<(?:\w+:)?Relationship\s[^>]*>/g) ?? []).find(
    (element) => attribute(element, 'Id') === id,
  );
  const target = rel && attribute(rel, 'Target');
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

// A row's start and end, a cell, and what gives a cell a value: <v>alue, <f>ormula, inline <t>ext.
const TOKENS = /<(\/?)(?:\w+:)?(row|c|v|f|t)[\s>/]/g;

/**
 * exceljs holds every cell the XML has, a value or only a format: a sheet of fewer rows than the
 * limit but thousands of columns would cost as much as one of too many rows. Real member lists
 * have a few dozen columns at most.
 */
export const CELLS_PER_ROW = 50;

/**
 * Whether the first worksheet has more than `limit` rows holding a value after the first such
 * row (the header), or more cells than `limit` rows of CELLS_PER_ROW. False when the file is
 * not an .xlsx this can read: exceljs then decides.
 */
export async function xlsxRowsOver(bytes: Buffer, limit: number): Promise<boolean> {
  const entries = zipEntries(bytes);
  const path = entries && firstSheetPath(bytes, entries);
  const entry = path ? entries.get(path) : undefined;
  const data = entry && storedData(bytes, entry);
  if (!data || (entry.method !== 0 && entry.method !== 8)) return false;

  let rows = 0;
  let cells = 0;
  let hasValue = false;
  let carry = '';
  const count = (chunk: Buffer) => {
    const text = carry + chunk.toString('latin1');
    let end = 0;
    for (const match of text.matchAll(TOKENS)) {
      const [token, closing, name] = match;
      if (name === 'row') {
        if (closing && hasValue) rows += 1;
        hasValue = false;
      } else if (name === 'c') cells += closing ? 0 : 1;
      else if (!closing) hasValue = true;
      end = match.index + token.length;
    }
    carry = text.slice(Math.max(end, text.length - 64));
    return rows > limit + 1 || cells > (limit + 1) * CELLS_PER_ROW;
  };
  if (entry.method === 0) return count(data);
  const inflate = createInflateRaw();
  inflate.end(data);
  try {
    for await (const chunk of inflate) if (count(chunk as Buffer)) return true;
  } catch {
    return false;
  } finally {
    inflate.destroy();
  }
  return false;
}
