import { Open, type File } from 'unzipper';
import { badRequest, HttpError } from '../../lib/http-errors';
import { IMPORT_MESSAGES, SHEET_LIMITS } from '../../schemas/imports';
import { attributeOf, XmlTokens, type XmlListener } from './xml-tokens';

/*
 * The parts of an .xlsx the import reads, out of its zip. The zip's directory says where each part
 * is, so only those parts are ever unpacked (never the other worksheets), each as a stream whose
 * bytes are counted as they come: past SHEET_LIMITS.maxUnzippedBytes over them all, the reading
 * stops with a 400, whatever sizes the zip claims.
 */

const notSpreadsheet = () => badRequest(IMPORT_MESSAGES.notSpreadsheet);

/** The parts a worksheet's cells need: its own, its shared strings and its styles. */
export interface SheetParts {
  sheet: string;
  sharedStrings: string | null;
  styles: string | null;
  /** The workbook counts days from 1904 (old Mac Excel), not 1900. */
  date1904: boolean;
}

const RELATIONSHIP_TYPE = /\/(worksheet|sharedStrings|styles)$/;

export class XlsxParts {
  private unzipped = 0;

  private constructor(private readonly files: Map<string, File>) {}

  /**
   * The zip's parts; a 400 when the bytes are no zip this can read, or when its directory says its
   * parts unpack to more than the limit (a zip may lie the other way: `read` counts what it gets).
   */
  static async open(bytes: Buffer): Promise<XlsxParts> {
    let files: File[];
    try {
      files = (await Open.buffer(bytes)).files;
    } catch {
      throw notSpreadsheet();
    }
    const declared = files.reduce((sum, file) => sum + file.uncompressedSize, 0);
    if (declared > SHEET_LIMITS.maxUnzippedBytes)
      throw badRequest(IMPORT_MESSAGES.unzippedTooLarge);
    return new XlsxParts(new Map(files.map((file) => [file.path, file])));
  }

  /** Streams a part's XML to `listener`; false when the zip has no such part. */
  async read(path: string, listener: XmlListener): Promise<boolean> {
    const file = this.files.get(path);
    if (!file) return false;
    const tokens = new XmlTokens(listener);
    try {
      for await (const chunk of file.stream()) {
        this.unzipped += (chunk as Buffer).length;
        if (this.unzipped > SHEET_LIMITS.maxUnzippedBytes)
          throw badRequest(IMPORT_MESSAGES.unzippedTooLarge);
        tokens.write(chunk as Buffer);
      }
    } catch (error) {
      throw error instanceof HttpError ? error : notSpreadsheet();
    }
    tokens.end();
    return true;
  }

  /**
   * Where the workbook's first worksheet (the first in workbook.xml's list) and the parts its cells
   * refer to are. A 400 when the workbook names no worksheet the zip holds.
   */
  async firstSheet(): Promise<SheetParts> {
    let firstId: string | null = null;
    let date1904 = false;
    const workbook = await this.read('xl/workbook.xml', {
      open(name, tag) {
        if (name === 'workbookPr')
          date1904 = ['1', 'true'].includes(attributeOf(tag, 'date1904') ?? '');
        // The relationships' namespace is `r:` as Office writes it; other writers may name it otherwise.
        if (name === 'sheet' && firstId === null)
          firstId =
            attributeOf(tag, 'r:id') ?? /\s[\w.-]+:id\s*=\s*"([^"]*)"/.exec(tag)?.[1] ?? null;
      },
      close() {},
      text() {},
    });
    if (!workbook) throw notSpreadsheet();

    const targets: Record<string, string> = {};
    let sheet: string | null = null;
    await this.read('xl/_rels/workbook.xml.rels', {
      open(name, tag) {
        const target = attributeOf(tag, 'Target');
        if (name !== 'Relationship' || !target) return;
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
        const type = RELATIONSHIP_TYPE.exec(attributeOf(tag, 'Type') ?? '')?.[1];
        if (firstId !== null && attributeOf(tag, 'Id') === firstId) sheet = path;
        else if (type && type !== 'worksheet') targets[type] ??= path;
      },
      close() {},
      text() {},
    });
    if (sheet === null || !this.files.has(sheet)) throw badRequest(IMPORT_MESSAGES.noRows);
    return {
      sheet,
      sharedStrings: targets.sharedStrings ?? null,
      styles: targets.styles ?? null,
      date1904,
    };
  }
}
