import { Open, type File } from 'unzipper';

/*
 * Counting an .xlsx file's rows before exceljs loads it. exceljs builds the whole workbook in
 * memory (about 10 KB a row of 13 columns): a 10 MB file can hold 150,000 rows, a gigabyte and
 * seconds to load before the row limit could refuse it, and a zip can unpack to a thousand times
 * its size. So the first worksheet's XML is unpacked as a stream (unzipper) and its rows counted
 * as they come, stopping at the first row over the limit. Anything this cannot read is left for
 * exceljs to judge.
 */

/** A small part of the zip (the workbook's list of sheets) as text; null beyond `cap` bytes unpacked. */
async function smallText(file: File | undefined, cap = 4 << 20): Promise<string | null> {
  if (!file) return null;
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.stream()) {
      size += (chunk as Buffer).length;
      if (size > cap) return null;
      parts.push(chunk as Buffer);
    }
  } catch {
    return null;
  }
  return Buffer.concat(parts).toString();
}

const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1] ?? null;

/** The path in the zip of the workbook's first worksheet: the first in workbook.xml's list. */
async function firstSheetPath(files: Map<string, File>): Promise<string | null> {
  const workbook = await smallText(files.get('xl/workbook.xml'));
  const rels = await smallText(files.get('xl/_rels/workbook.xml.rels'));
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
  let files: Map<string, File>;
  try {
    files = new Map((await Open.buffer(bytes)).files.map((file) => [file.path, file]));
  } catch {
    return false;
  }
  const path = await firstSheetPath(files);
  const sheet = path ? files.get(path) : undefined;
  if (!sheet) return false;

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
  try {
    for await (const chunk of sheet.stream()) if (count(chunk as Buffer)) return true;
  } catch {
    return false;
  }
  return false;
}
