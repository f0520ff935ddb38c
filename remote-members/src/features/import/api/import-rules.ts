import type { ImportField, ImportFieldLabels, ImportLimits, ImportMessages } from '@spotter/shared';

/*
 * The import's limits, fields and the one message the screens say before asking the server. They
 * are defined once, in the API's wire contract, which reaches the screens as types only; these
 * copies are typed by the API's own constants (a label or a message drifting by one character
 * fails `pnpm typecheck`), and `import-rules.test.ts` holds their order and values to the API's.
 * They live here rather than in the shared kit, which the login page loads whole.
 */

/** The member fields a column can feed, in the order Match columns lists them, with their labels. */
export const IMPORT_FIELDS: ImportFieldLabels = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  plan: 'Plan',
  joining_date: 'Joining date',
  fee: 'Fee',
  paid: 'Paid',
  status: 'Status',
  age: 'Age',
  weight: 'Weight',
  blood_group: 'Blood group',
  location: 'Location',
  profession: 'Profession',
};
export const IMPORT_FIELD_KEYS = Object.keys(IMPORT_FIELDS) as ImportField[];
/** The fields a row cannot do without. */
export const REQUIRED_FIELDS: readonly ImportField[] = ['name', 'phone'];

export const IMPORT_LIMITS: ImportLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  batchRows: 500,
  undoHours: 24,
  sampleRows: 5,
};

export const TOO_LARGE: ImportMessages['tooLarge'] =
  'The file is larger than 10 MB. Split it into smaller files and import each.';
