import { StringDecoder } from 'node:string_decoder';
import { badRequest } from '../../lib/http-errors';
import { IMPORT_MESSAGES } from '../../schemas/imports';

/*
 * A streaming reader of the XML an .xlsx holds, for reading a worksheet within limits: it keeps
 * nothing but the one tag it has not seen the end of, and hands text on in the pieces it arrives
 * in, so whoever listens decides what to keep and when a text is too long. It reads what Office
 * writes (elements, attributes, text, character references, CDATA, comments, `<?xml …?>`) and
 * refuses a DOCTYPE, which no workbook has, rather than expand entities it declares.
 */

export interface XmlListener {
  /** An element opens; `tag` is its whole start tag, for `attributeOf`. */
  open(name: string, tag: string): void;
  close(name: string): void;
  /** A piece of text as written (references not yet replaced: `decodeXml`). */
  text(raw: string): void;
}

/** Longer than any tag a workbook writes: a tag still open past it is not a workbook's. */
const MAX_MARKUP = 64 * 1024;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text or an attribute's value with its references (`&amp;`, `&#233;`, `&#x20AC;`) replaced. */
export function decodeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** An attribute of a start tag, its references replaced; null when the tag has none of that name. */
const attributePatterns = new Map<string, RegExp>();

export function attributeOf(tag: string, name: string): string | null {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const found = pattern.exec(tag);
  return found ? decodeXml(found[1] ?? found[2] ?? '') : null;
}

const notSpreadsheet = () => badRequest(IMPORT_MESSAGES.notSpreadsheet);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/*
 * One markup at a time, in one native match each: a comment, CDATA (its text), `<?…?>`, a
 * DOCTYPE (refused) or a tag: its `/` if closing and its local name (any prefix dropped). Quoted
 * attribute values may hold `>`. No part can match the same text two ways, so a tag with no end
 * costs one pass, not a search of every way to split it.
 */
const MARKUP =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!(DOCTYPE)|<(\/?)(?:[\w.-]+:)?([\w.-]+)(?![\w.-])[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;

/** Feeds an XML part's bytes, chunk by chunk, to a listener. */
export class XmlTokens {
  private pending = '';
  private readonly decoder = new StringDecoder('utf8');

  constructor(private readonly listener: XmlListener) {}

  write(chunk: Buffer) {
    this.scan(this.pending + this.decoder.write(chunk));
  }

  end() {
    this.scan(this.pending + this.decoder.end());
    if (this.pending !== '') throw notSpreadsheet();
  }

  private scan(text: string) {
    const listener = this.listener;
    let at = 0;
    MARKUP.lastIndex = 0;
    for (let found = MARKUP.exec(text); found; found = MARKUP.exec(text)) {
      if (found.index > at) listener.text(text.slice(at, found.index));
      at = MARKUP.lastIndex;
      const [markup, cdata, doctype, closing, name] = found;
      if (doctype) throw notSpreadsheet();
      if (cdata !== undefined) listener.text(escapeText(cdata));
      else if (name === undefined) continue;
      else if (closing) listener.close(name);
      else {
        listener.open(name, markup);
        if (markup.endsWith('/>')) listener.close(name);
      }
    }
    // What is left: text, then perhaps the start of a markup the next chunk ends.
    const open = text.indexOf('<', at);
    const end = open === -1 ? text.length : open;
    if (end > at) listener.text(text.slice(at, end));
    this.pending = text.slice(end);
    if (this.pending.length > MAX_MARKUP) throw notSpreadsheet();
  }
}
