/**
 * What Spotter accepts as text, phone numbers, e-mail, money and dates, each rule with its one
 * message, defined once: the Ajv keywords and formats in `lib/ajv-input-rules.ts`, the schema
 * builders in `common.ts` and the member form's own parser use these. No imports: the contract
 * exports the rules the screens check too, whose copies in `shared/src/core/input-rules.ts` are typed
 * by these (a copy that drifts fails `pnpm typecheck`).
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

/** A phone number: 7 to 15 digits, optionally after a + (docs/product/enquiries.md §17, docs/product/settings-and-search.md §18). */
export const PHONE_RULE = {
  pattern: '^\\+?\\d{7,15}$',
  message: 'Phone number must be 7 to 15 digits, optionally starting with +',
} as const;
const PHONE = new RegExp(PHONE_RULE.pattern);
export const isPhone = (value: string) => PHONE.test(value);
/** What people type between a phone's digits ("+91 98765-43210", "(022) 2345.6789"). */
export const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * The one phone rule (docs/product/api-input.md §21): a phone as typed, read as it is stored. The
 * spaces, dashes, dots and brackets typed between its digits and a leading + are left out, and
 * India's country code 91 (or 0091) or trunk 0 before a 10-digit number is dropped, so
 * "+91 98220 11223", "098220-11223", "(0091) 98220 11223" and "9822011223" are one number, stored
 * "9822011223"; any other number keeps its digits. Null: the text is not a phone number (letters,
 * two numbers, fewer than 7 or more than 15 digits once read). The forms, the importer, check-in
 * and the searches all read phones through it.
 */
export function readPhone(text: string): string | null {
  const digits = text.replace(PHONE_SEPARATORS, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const phone =
    (digits.length === 12 && digits.startsWith('91')) ||
    (digits.length === 11 && digits.startsWith('0')) ||
    (digits.length === 14 && digits.startsWith('0091'))
      ? digits.slice(-10)
      : digits;
  return isPhone(phone) ? phone : null;
}

/** Digits and the separators people type in a phone number, at least one digit: "+91 98123-45678", "11223". */
const PHONE_LIKE = /^\+?(?=.*\d)[\d\s().-]+$/;

/**
 * What a search typed as a phone, whole or in part, looks for in the stored phones: its digits
 * without the prefix `readPhone` leaves out of them, a + and India's country code 91 (+91, 0091,
 * or 91 before 10 digits) or trunk 0, so "+91 98220-11223" looks for "9822011223" and "+91 98220"
 * or "098220" for "98220"; "11223" for "11223". Always part of what `readPhone` stores for the
 * same text typed whole. Null: the search is not a phone (it holds letters, or no digit).
 */
export function phoneSearched(term: string): string | null {
  const text = term.trim();
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(PHONE_SEPARATORS, '');
  const part = /^(?:\+|00)/.test(digits)
    ? digits.replace(/^(?:\+|00)(?:91)?/, '')
    : digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.replace(/^0+/, '');
  return part === '' ? digits.replace(/^\+/, '') : part;
}

// Letters, digits and . _ % + - before the @; dot-separated labels of letters, digits and inner
// hyphens after it, at least two. Deliberately stricter than RFC 5322: no quotes, brackets or <>.
export const EMAIL_RULE = {
  pattern:
    '^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$',
  maxLength: 254,
  message: 'E-mail must be a valid e-mail address',
} as const;
export const EMAIL_MAX = EMAIL_RULE.maxLength;
const EMAIL = new RegExp(EMAIL_RULE.pattern);
export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL.test(value);

/** Money is whole rupees (docs/product/billing.md §12), and no amount is above this. */
export const MONEY_MAX = 10_000_000;
/** The one message for an amount that is not whole rupees in range: "Fee must be a whole number of rupees from 0 to 10000000". */
export const moneyMessage = <Label extends string>(label: Label, minimum = 0) =>
  `${label} must be a whole number of rupees from ${minimum} to ${MONEY_MAX}` as const;
/** Text written as whole rupees ("1500", at most MONEY_MAX) as that number; null for any other text. */
export const rupeesFromText = (text: string) =>
  /^\d{1,9}$/.test(text) && Number(text) <= MONEY_MAX ? Number(text) : null;

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

/**
 * Record ids. Every table's id is a 32-bit INTEGER in PostgreSQL (SQLite's are kept to the same),
 * while a caller may write any whole number up to 2^53 − 1. A larger one names no record: it is
 * read as NO_ID, an id no row has (ids start at 1; the trail's kept counts use 0 for "every
 * account"), so each route answers it as it answers any unknown id, never with a database error.
 */
export const ID_MAX = 2_147_483_647;
export const NO_ID = -1;
/** The id to look `id` up by: itself, or NO_ID when no column can hold it. */
export const storedId = (id: number) => (id > ID_MAX ? NO_ID : id);

/*
 * Names (members, plans, trainers and staff, enquiries, roles) are stored in Unicode's composed
 * form (NFC), so "Café" typed with a combining accent is the same text as "Café" typed with é. A
 * name must show something: one of only spaces, zero-width or other invisible characters is blank.
 * Nor may it hold the controls that reverse or isolate the direction of the text around them, which
 * make a name display as other letters than it holds.
 */
// Spaces, default-ignorable characters (zero-width spaces and joiners, soft hyphens, Hangul
// fillers, variation selectors…), format and control characters, and the blank braille pattern.
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]*$/u;
// Left-to-right/right-to-left embeddings and overrides (U+202A–202E) and isolates (U+2066–2069).
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Each follows the field's name, as plugins/errors.ts words a keyword's message: "Name must not be blank". */
export const NAME_RULES = {
  blank: 'must not be blank',
  direction: 'must not contain hidden characters that change the text direction',
} as const;

/** A name as stored (NFC), or which of NAME_RULES it breaks. */
export function readName(text: string): { name: string } | { broken: keyof typeof NAME_RULES } {
  const name = text.normalize('NFC');
  if (DIRECTION_CONTROL.test(name)) return { broken: 'direction' };
  // Only spaces is for `required` (or the form's own message) to judge.
  if (name.trim() !== '' && INVISIBLE.test(name)) return { broken: 'blank' };
  return { name };
}
