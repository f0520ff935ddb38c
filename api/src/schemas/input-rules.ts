/**
 * What Spotter accepts as text, e-mail and dates, defined once: the Ajv formats in
 * `lib/ajv-input-rules.ts` and the member form's own parser both use these.
 */

// C0 controls (NUL included), DEL, C1 controls, and lone UTF-16 surrogates (unpaired halves that
// SQLite and PDFs cannot encode). Multi-line text may still hold tabs and line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

/** One line of text: no control characters at all. */
export const isPlainLine = (value: string) => !CONTROL_IN_LINE.test(value);
/** Text that may span lines: tabs and line breaks, but no other control characters. */
export const isPlainText = (value: string) => !CONTROL_IN_TEXT.test(value);

// Letters, digits and . _ % + - before the @; dot-separated labels of letters, digits and inner
// hyphens after it, at least two. Deliberately stricter than RFC 5322: no quotes, brackets or <>.
const EMAIL =
  /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const EMAIL_MAX = 254;
export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL.test(value);

/** Dates the API accepts: real calendar days written YYYY-MM-DD, in these years. */
export const DATE_RANGE = { first: '1900-01-01', last: '2100-12-31' } as const;

/** A real calendar date written YYYY-MM-DD (so 2025-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A real calendar date within DATE_RANGE (ISO dates compare as text). */
export const isDateInRange = (value: string) =>
  isIsoDate(value) && value >= DATE_RANGE.first && value <= DATE_RANGE.last;
