import type {
  fillTemplate as apiFillTemplate,
  REMINDER_PLACEHOLDERS as ApiPlaceholders,
  unknownPlaceholder as apiUnknownPlaceholder,
  upiPayLink as apiUpiPayLink,
} from '@spotter/api/contract';

/*
 * How a reminder's message is filled in (docs/product/reminders.md §25), for the settings' live preview.
 * Defined once in the API's wire contract, which reaches the screens as types only: these are
 * copies typed by the API's own (see shared/src/core/input-rules.ts), and `rules.test.ts` holds them to the
 * API's on the same inputs, hostile ones included.
 */

export const REMINDER_PLACEHOLDERS: typeof ApiPlaceholders = [
  'name',
  'plan',
  'expiry',
  'due',
  'gym',
  'pay_link',
];
const known = (name: string) => (REMINDER_PLACEHOLDERS as readonly string[]).includes(name);

const PLACEHOLDER = /\{([^{}\s]{0,40})\}/g;

export const unknownPlaceholder: typeof apiUnknownPlaceholder = (template) => {
  for (const [, name = ''] of template.matchAll(PLACEHOLDER)) if (!known(name)) return name;
  return undefined;
};

/** One pass, so a value reading `{due}` stays as typed; doubled spaces closed up, ends trimmed. */
export const fillTemplate: typeof apiFillTemplate = (template, values) =>
  template
    .replace(PLACEHOLDER, (whole, name: string) =>
      known(name) ? (values[name as keyof typeof values] ?? '') : whole,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .trim();

export const upiPayLink: typeof apiUpiPayLink = ({ upiId, payee, amount, note }) => {
  const fields: [string, string][] = [
    ['pa', upiId],
    ['pn', payee],
    ['am', `${amount}.00`],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};
