import {
  IMPORT_FIELD_KEYS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '../../schemas/imports';

/** A header as compared: lower case, words of letters and digits only ("Mobile No." → "mobile no"). */
const words = (header: string) =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * What other systems and hand-made sheets call each field, as `words` reads them; each field's own
 * label (the header our export writes) comes first.
 */
const HEADERS: Record<ImportField, string[]> = {
  name: ['full name', 'member name', 'member', 'customer name', 'client name', 'name of member'],
  phone: [
    'phone number',
    'phone no',
    'ph no',
    'mobile',
    'mobile no',
    'mobile number',
    'contact',
    'contact no',
    'contact number',
    'cell',
    'cell no',
    'whatsapp',
    'whatsapp no',
    'telephone',
    'tel',
  ],
  email: ['email', 'e mail', 'email id', 'email address', 'mail', 'mail id'],
  plan: ['plan name', 'plan type', 'membership', 'membership type', 'membership plan', 'package'],
  joining_date: [
    'doj',
    'date of joining',
    'joining day',
    'join date',
    'joined',
    'joined on',
    'start date',
    'start',
    'admission date',
    'date of admission',
    'membership start',
  ],
  fee: ['fees', 'total fee', 'total fees', 'fee amount', 'plan fee', 'amount', 'total amount'],
  paid: [
    'paid amount',
    'amount paid',
    'fee paid',
    'fees paid',
    'payment',
    'received',
    'amount received',
  ],
  status: ['member status', 'membership status', 'active'],
  age: ['age years', 'age in years'],
  weight: ['weight kg', 'weight in kg', 'wt', 'body weight'],
  blood_group: ['blood', 'blood type', 'bg'],
  location: ['address', 'area', 'city', 'locality', 'place'],
  profession: ['occupation', 'job', 'work'],
};

/** A word that, anywhere in a header no name above matched, still points at a field. */
const KEYWORDS: [ImportField, string][] = [
  ['phone', 'phone'],
  ['phone', 'mobile'],
  ['phone', 'contact'],
  ['email', 'email'],
  ['joining_date', 'joining'],
  ['joining_date', 'doj'],
  ['blood_group', 'blood'],
  ['paid', 'paid'],
  ['fee', 'fee'],
  ['fee', 'fees'],
  ['plan', 'plan'],
  ['plan', 'package'],
  ['status', 'status'],
  ['weight', 'weight'],
  ['age', 'age'],
  ['location', 'address'],
  ['profession', 'occupation'],
  ['name', 'name'],
];

const NAMES = new Map<string, ImportField>(
  IMPORT_FIELD_KEYS.flatMap((field) =>
    [IMPORT_FIELDS[field], ...HEADERS[field]].map((name) => [words(name), field] as const),
  ),
);

/**
 * The column that most likely feeds each field, from the header row alone: a header that is one of
 * a field's names, else one holding one of its words ("Member's mobile" → Phone). Each column feeds
 * at most one field and the leftmost candidate wins; every field is present, null when no column
 * fits. Only a first guess: the Match columns step lets the owner change it.
 */
export function guessMapping(columns: string[]): ImportMapping {
  const mapping = Object.fromEntries(IMPORT_FIELD_KEYS.map((field) => [field, null])) as Record<
    ImportField,
    number | null
  >;
  const taken = new Set<number>();
  const assign = (field: ImportField, column: number) => {
    if (mapping[field] !== null || taken.has(column)) return;
    mapping[field] = column;
    taken.add(column);
  };
  const headers = columns.map(words);
  headers.forEach((header, column) => {
    const field = NAMES.get(header);
    if (field) assign(field, column);
  });
  for (const [field, keyword] of KEYWORDS)
    headers.forEach((header, column) => {
      if (header.split(' ').includes(keyword)) assign(field, column);
    });
  return mapping;
}

/** How many of a row's cells a header row has at least that the guess reads as fields. */
const HEADER_FIELDS = 2;

/**
 * Whether a row reads as the sheet's header (docs/product/import.md §24): at least two of its cells
 * are guessed as fields, by the same words as `guessMapping`, so that a title above the header
 * ("Iron Temple members, Nov 2026") or a note is not taken for it.
 */
export const isHeaderRow = (cells: string[]) =>
  Object.values(guessMapping(cells)).filter((column) => column !== null).length >= HEADER_FIELDS;
