import { badRequest } from '../../lib/http-errors';
import { IMPORT_MESSAGES, SHEET_LIMITS } from '../../schemas/imports';
import { checkCellLength, type SheetTable } from './sheet-table';
import { XlsxParts } from './xlsx-parts';
import { attributeOf, decodeXml, type XmlListener } from './xml-tokens';

/*
 * Reading an .xlsx's first worksheet as text cells, streamed (docs/product/import.md §24, docs/security.md):
 * its styles (which cells hold dates), then its shared strings, then its rows one at a time into
 * the SheetTable. No other worksheet is unpacked; a text is refused as soon as it is longer than
 * a cell may be, before it is kept, and the shared strings past their count.
 */

/** A text as written may spell a character in up to ten bytes (`&#x1F600;`): past this, too long. */
const MAX_RAW_TEXT = SHEET_LIMITS.maxCellLength * 10;

/** Gathers the text of the elements a reader wants, refusing one longer than a cell may hold. */
class TextRun {
  private raw: string | null = null;

  start() {
    this.raw ??= '';
  }

  add(piece: string) {
    if (this.raw === null) return;
    this.raw += piece;
    if (this.raw.length > MAX_RAW_TEXT) throw badRequest(IMPORT_MESSAGES.cellTooLong);
  }

  /** The text gathered since `start` (null without one), and a fresh start. */
  take(): string | null {
    const raw = this.raw;
    this.raw = null;
    if (raw === null) return null;
    const text = decodeXml(raw);
    checkCellLength(text);
    return text;
  }
}

// Excel's built-in number formats that show a date or a time (ECMA-376 §18.8.30).
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);
/** Excel allows 64,000 cell formats: a styles part with more is not read past them. */
const MAX_STYLES = 64_000;

/** A custom number format shows a date when it has a day, month, year or time letter outside quotes and brackets. */
const isDateFormat = (code: string) =>
  /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Which cell formats (the `s` of a cell) show a date. */
async function dateStyles(parts: XlsxParts, path: string | null): Promise<boolean[]> {
  const custom = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellFormats = false;
  if (path)
    await parts.read(path, {
      open(name, tag) {
        const id = Number(attributeOf(tag, 'numFmtId'));
        if (name === 'numFmt' && custom.size < MAX_STYLES)
          custom.set(id, isDateFormat(attributeOf(tag, 'formatCode') ?? ''));
        else if (name === 'cellXfs') inCellFormats = true;
        else if (name === 'xf' && inCellFormats && styles.length < MAX_STYLES)
          styles.push(custom.get(id) ?? DATE_FORMAT_IDS.has(id));
      },
      close(name) {
        if (name === 'cellXfs') inCellFormats = false;
      },
      text() {},
    });
  return styles;
}

/**
 * Gathers the visible text of a string item (`<si>` of the shared strings, `<is>` of a cell):
 * its `<t>`s, rich text's runs among them, but not the phonetic guide's (`<rPh>`).
 */
class StringItem {
  private readonly text = new TextRun();
  private phonetic = false;
  private parts: string[] = [];

  open(name: string) {
    if (name === 'rPh') this.phonetic = true;
    else if (name === 't' && !this.phonetic) this.text.start();
  }

  close(name: string) {
    if (name === 'rPh') this.phonetic = false;
    else if (name === 't') {
      const text = this.text.take();
      if (text !== null) this.parts.push(text);
    }
  }

  add(piece: string) {
    this.text.add(piece);
  }

  /** The item's text, and a fresh item. */
  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    checkCellLength(text);
    return text;
  }
}

async function sharedStrings(parts: XlsxParts, path: string | null): Promise<string[]> {
  const strings: string[] = [];
  const item = new StringItem();
  let inItem = false;
  if (path)
    await parts.read(path, {
      open(name) {
        if (name === 'si') {
          if (strings.length === SHEET_LIMITS.maxSharedStrings)
            throw badRequest(IMPORT_MESSAGES.tooManyStrings);
          inItem = true;
        } else if (inItem) item.open(name);
      },
      close(name) {
        if (name === 'si') {
          strings.push(item.take());
          inItem = false;
        } else if (inItem) item.close(name);
      },
      text(raw) {
        if (inItem) item.add(raw);
      },
    });
  return strings;
}

/** A cell reference's column and row (`C12` → 3, 12); null for a part that is missing. */
function cellAddress(ref: string | null): { column: number | null; row: number | null } {
  const found = ref ? /^\$?([A-Z]{1,3})\$?([0-9]*)$/i.exec(ref) : null;
  if (!found) return { column: null, row: null };
  const column = [...found[1]!.toUpperCase()].reduce(
    (n, letter) => n * 26 + letter.charCodeAt(0) - 64,
    0,
  );
  return { column, row: found[2] ? Number(found[2]) : null };
}

const columnLetters = (column: number): string =>
  column <= 0
    ? ''
    : columnLetters(Math.floor((column - 1) / 26)) + String.fromCharCode(65 + ((column - 1) % 26));

const CANDIDATE = /(([a-z_\-0-9]*)!)?([a-z0-9_$]{2,})([(])?/gi;
const CELL_REFERENCE = /^([$])?([a-z]+)([$])?([1-9][0-9]*)$/i;

/**
 * A shared formula as written in another of its cells: its references moved by as many rows and
 * columns, those with a `$` kept (as Excel, and exceljs before, read them).
 */
function slideFormula(formula: string, rows: number, columns: number): string {
  return formula.replace(
    CANDIDATE,
    (whole, sheet: string | undefined, _name, address: string, call) => {
      if (call) return whole;
      const found = CELL_REFERENCE.exec(address);
      if (!found) return whole;
      const [, columnDollar = '', letters = '', rowDollar = '', row = ''] = found;
      if (letters.length > 3 || (letters.length === 3 && letters.toUpperCase() > 'XFD'))
        return whole;
      const column = cellAddress(letters).column! + (columnDollar ? 0 : columns);
      const newRow = Number(row) + (rowDollar ? 0 : rows);
      return `${sheet ?? ''}${columnDollar}${columnLetters(column)}${rowDollar}${newRow}`;
    },
  );
}

/** A number as plain decimal digits, never with an exponent: 9876543210 stays a phone number. */
function plainNumber(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toFixed(20).replace(/\.?0+$/, '');
}

const isoDay = (date: Date) =>
  Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
/** A date cell's serial day number as a day: 1900's system counts from 1899-12-30, 1904's four years later. */
const excelDay = (serial: number, date1904: boolean) =>
  isoDay(new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * DAY_MS)));

/** A formula as written: its tag (whether it is shared) and its text. */
interface FormulaTag {
  tag: string;
  text: string | null;
}

interface Cell {
  type: string;
  style: number;
  value: string | null;
  formula: FormulaTag | null;
  inline: string | null;
}

interface SharedFormula {
  formula: string;
  row: number;
  column: number;
}

/**
 * Reads the worksheet's rows into the table. A cell reads as text (docs/product/import.md §24): a date
 * cell as YYYY-MM-DD, a formula as its own text with its `=` and never its result (a sheet's
 * formulas are not run, nor are their results trusted), rich text as the text it shows, TRUE or
 * FALSE, an error as its code.
 */
function rowsReader(
  table: SheetTable,
  strings: string[],
  dates: boolean[],
  date1904: boolean,
): XmlListener {
  const value = new TextRun();
  const formulaText = new TextRun();
  const inline = new StringItem();
  const shared = new Map<string, SharedFormula>();
  let cells: string[] = [];
  let row = 0;
  let column = 0;
  let cell: Cell | null = null;
  let inInline = false;

  const formulaOf = (formula: FormulaTag): string => {
    const text = formula.text ?? '';
    if (attributeOf(formula.tag, 't') !== 'shared') return text;
    const id = attributeOf(formula.tag, 'si') ?? '';
    // As many as the cells a sheet within the limits holds: a cell with a formula has text.
    if (text !== '') {
      shared.set(id, { formula: text, row, column });
      return text;
    }
    const master = shared.get(id);
    return master ? slideFormula(master.formula, row - master.row, column - master.column) : '';
  };

  const textOf = (cell: Cell): string => {
    if (cell.formula) {
      const formula = formulaOf(cell.formula);
      return formula ? `=${formula}` : '';
    }
    const v = cell.value ?? '';
    switch (cell.type) {
      case 's':
        return v === '' ? '' : (strings[Number(v)] ?? '');
      case 'inlineStr':
        return cell.inline ?? '';
      case 'str':
      case 'e':
        return v;
      case 'b':
        return v === '' ? '' : Number(v) ? 'TRUE' : 'FALSE';
      case 'd':
        return v === '' ? '' : isoDay(new Date(v));
      default: {
        const number = v === '' ? NaN : Number(v);
        if (!Number.isFinite(number)) return '';
        return dates[cell.style] ? excelDay(number, date1904) : plainNumber(number);
      }
    }
  };

  let pendingFormula: FormulaTag | null = null;
  return {
    open(name, tag) {
      if (inInline) inline.open(name);
      else if (name === 'row') {
        row = cellAddress(`A${attributeOf(tag, 'r') ?? ''}`).row ?? row + 1;
        column = 0;
        cells = [];
      } else if (name === 'c') {
        column = cellAddress(attributeOf(tag, 'r')).column ?? column + 1;
        cell = {
          type: attributeOf(tag, 't') ?? 'n',
          style: Number(attributeOf(tag, 's') ?? 0),
          value: null,
          formula: null,
          inline: null,
        };
      } else if (!cell) return;
      else if (name === 'v') value.start();
      else if (name === 'f') {
        pendingFormula = { tag, text: null };
        formulaText.start();
      } else if (name === 'is') inInline = true;
    },
    close(name) {
      if (inInline) {
        if (name === 'is') {
          inInline = false;
          if (cell) cell.inline = inline.take();
        } else inline.close(name);
      } else if (name === 'v' && cell) cell.value = value.take();
      else if (name === 'f' && cell && pendingFormula) {
        pendingFormula.text = formulaText.take();
        cell.formula = pendingFormula;
        pendingFormula = null;
      } else if (name === 'c' && cell) {
        const text = textOf(cell);
        cell = null;
        if (text.trim() === '') return;
        if (column > SHEET_LIMITS.maxColumns) throw badRequest(IMPORT_MESSAGES.tooManyColumns);
        while (cells.length < column - 1) cells.push('');
        cells[column - 1] = text;
      } else if (name === 'row') {
        table.add(cells, row);
        cells = [];
      }
    },
    text(raw) {
      if (inInline) inline.add(raw);
      else {
        value.add(raw);
        formulaText.add(raw);
      }
    },
  };
}

/** Reads the first worksheet's rows of an .xlsx file into `table`. */
export async function readXlsx(bytes: Buffer, table: SheetTable) {
  const parts = await XlsxParts.open(bytes);
  const { sheet, sharedStrings: stringsPath, styles, date1904 } = await parts.firstSheet();
  const dates = await dateStyles(parts, styles);
  const strings = await sharedStrings(parts, stringsPath);
  await parts.read(sheet, rowsReader(table, strings, dates, date1904));
}
