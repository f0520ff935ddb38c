import type {
  EMAIL_RULE as ApiEmailRule,
  MONEY_MAX as ApiMoneyMax,
  moneyMessage as apiMoneyMessage,
  PHONE_RULE as ApiPhoneRule,
  readPhone as apiReadPhone,
  USERNAME_RULE as ApiUsernameRule,
} from '@spotter/api/contract';

/*
 * The phone, e-mail and money rules the forms check before sending, with the API's one message
 * for each. They are defined once, in the API (`api/src/schemas/input-rules.ts`), and cannot be
 * imported from there: the API contract reaches the screens as types only (no bundle may load the
 * API's code), and the API cannot import this package either (it is built on its own with `tsc`
 * into Node code, while this package is React source for the bundler). So these are copies, typed
 * by the API's own: each constant's type is the API constant's literal type, so a copy that drifts
 * from the API by one character fails `pnpm typecheck`, and `input-rules.test.ts` holds the
 * checks below to the API's on the same inputs.
 */

export const PHONE_RULE: typeof ApiPhoneRule = {
  pattern: '^\\+?\\d{7,15}$',
  message: 'Phone number must be 7 to 15 digits, optionally starting with +',
};
const PHONE = new RegExp(PHONE_RULE.pattern);
/** What people type between a phone's digits ("+91 98765-43210", "(022) 2345.6789"). */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * The one phone rule: a phone as typed, read as the API stores it. Separators and a leading + are
 * left out, and India's 91 (or 0091) or trunk 0 before a 10-digit number dropped, so
 * "+91 98220 11223" and "098220-11223" are "9822011223". Null: not a phone number.
 */
export const readPhone: typeof apiReadPhone = (text) => {
  const digits = text.replace(PHONE_SEPARATORS, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const phone =
    (digits.length === 12 && digits.startsWith('91')) ||
    (digits.length === 11 && digits.startsWith('0')) ||
    (digits.length === 14 && digits.startsWith('0091'))
      ? digits.slice(-10)
      : digits;
  return PHONE.test(phone) ? phone : null;
};
/**
 * Whether the API takes `value` as a phone (a member's, an enquiry's, a trainer's, the gym's, a
 * branch's, the admin's): spaces, dashes, brackets and a +91 or 0 prefix allowed.
 */
export const isPhone = (value: string) => readPhone(value) !== null;

export const EMAIL_RULE: typeof ApiEmailRule = {
  pattern:
    '^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$',
  maxLength: 254,
  message: 'E-mail must be a valid e-mail address',
};
const EMAIL = new RegExp(EMAIL_RULE.pattern);
export const isEmail = (value: string) => value.length <= EMAIL_RULE.maxLength && EMAIL.test(value);

export const USERNAME_RULE: typeof ApiUsernameRule = {
  pattern: '^[A-Za-z0-9._@-]+$',
  message: 'A username may hold only letters, digits and . _ - @ (no spaces).',
};
const USERNAME = new RegExp(USERNAME_RULE.pattern);
/** Letters, digits and `. _ - @`, no spaces: a team account's username, as typed at the login screen. */
export const isUsername = (value: string) => USERNAME.test(value);

/** Money is whole rupees, and no amount is above this. */
export const MONEY_MAX: typeof ApiMoneyMax = 10_000_000;
/** "Fee must be a whole number of rupees from 0 to 10000000". */
export const moneyMessage: typeof apiMoneyMessage = (label, minimum = 0) =>
  `${label} must be a whole number of rupees from ${minimum} to ${MONEY_MAX}` as const;
/** Text written as whole rupees ("1500", at most MONEY_MAX) as that number; null for any other text. */
export const rupeesFromText = (text: string) =>
  /^\d{1,9}$/.test(text) && Number(text) <= MONEY_MAX ? Number(text) : null;
