import { Type, type Static } from 'typebox';
import { PLAN_LIMITS } from './plans';
import { Flag, Name, pageOf, RecordId, saved, succeeded, WholeNumber } from './common';

/**
 * Importing members from a spreadsheet (docs/product/import.md §24): upload a .csv or .xlsx, match its
 * columns to a member's fields, review a dry run, import in batches, undo within 24 hours.
 */

export const IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  /** Rows per `POST /imports/:id/run`: each batch is one transaction, all or nothing. */
  batchRows: 500,
  undoHours: 24,
  sampleRows: 5,
} as const;

/**
 * What reading a sheet may cost, checked as it is read and before anything is kept (docs/security.md):
 * the screens never need these, so they stay out of IMPORT_LIMITS, which the screens mirror.
 */
export const SHEET_LIMITS = {
  /** Columns up to the last one with text, header included. */
  maxColumns: 50,
  /** Characters in one cell, as the sheet holds it (before trimming). */
  maxCellLength: 1000,
  /** Characters in all the kept cells together: no more text than a file of IMPORT_LIMITS.maxBytes. */
  maxText: 10 * 1024 * 1024,
  /** An .xlsx's shared strings (one per distinct text): as many as a sheet at the limits has cells. */
  maxSharedStrings: 1_000_000,
  /** Bytes unpacked from an .xlsx's zip, over every part read (the workbook, its styles, its shared strings and its first worksheet). */
  maxUnzippedBytes: 50 * 1024 * 1024,
} as const;

/** The member fields a column can feed, in the order the Match columns step lists them, with their labels. */
export const IMPORT_FIELDS = {
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
} as const;
export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_KEYS = Object.keys(IMPORT_FIELDS) as ImportField[];
/** The fields a row cannot do without. */
export const REQUIRED_IMPORT_FIELDS = ['name', 'phone'] as const satisfies readonly ImportField[];

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB. Split it into smaller files and import each.',
  tooManyRows: 'The sheet has more than 20,000 rows. Split it into smaller files and import each.',
  tooManyColumns:
    'The sheet has more than 50 columns. Remove the columns you do not import and try again.',
  cellTooLong: 'A cell holds more than 1,000 characters. Shorten it and try again.',
  tooMuchText:
    'The sheet holds more than 10 MB of text. Split it into smaller files and import each.',
  tooManyStrings:
    'The workbook holds more than 1,000,000 different texts. Split it into smaller files and import each.',
  unzippedTooLarge:
    'The workbook unpacks to more than 50 MB. Split it into smaller files and import each.',
  notSpreadsheet: 'This file is not a spreadsheet. Choose a .csv or .xlsx file.',
  noRows: 'The sheet has no rows below its header row.',
  requiredColumns: 'Match a column to Name and to Phone.',
  notReviewed: 'Review the import before running it.',
  movedOn: 'This import has moved on since; reload the page to see where it stands.',
  finished: 'This import has already run.',
  undoExpired: 'An import can only be undone within 24 hours.',
  alreadyUndone: 'This import has already been undone.',
  notRun: 'This import has not run yet.',
  otherBranchesChanged:
    'Review the import again: it was reviewed with another choice of updating members of other branches.',
  sharedPhonesChanged:
    'Review the import again: it was reviewed with another choice of importing family members who share a phone.',
} as const;

/** The review's checkbox for rows whose phone is taken under another name (docs/product/import.md §24). */
export const SHARED_PHONES_LABEL = 'Import family members who share a phone';

/** The last row a spreadsheet has (Excel's 1,048,576): the highest header row one may name. */
export const LAST_SHEET_ROW = 1_048_576;

/** The import a URL names. */
export const ImportParams = Type.Object({ id: RecordId() });
export type ImportParams = Static<typeof ImportParams>;

/** `POST /imports?file_name=`: the body is the file's bytes (`application/octet-stream`). */
export const ImportUploadQuery = Type.Object({
  file_name: Type.String({ minLength: 1, maxLength: 255, format: 'line' }),
  /** The branch the import's new members join: left out, the branch the call acts at (else the first). */
  branch_id: Type.Optional(RecordId({ title: 'Branch' })),
});
export type ImportUploadQuery = Static<typeof ImportUploadQuery>;

const MappedColumn = Type.Optional(
  Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()]),
);

/** For each field, the index of the sheet's column that feeds it; null or absent: none does. */
export const ImportMapping = Type.Object(
  Object.fromEntries(IMPORT_FIELD_KEYS.map((field) => [field, MappedColumn])) as Record<
    ImportField,
    typeof MappedColumn
  >,
  { additionalProperties: false },
);
export type ImportMapping = Static<typeof ImportMapping>;

/**
 * `POST /imports` (201): the sheet as read, and the columns guessed from its header row; and
 * `POST /imports/:id/header`, the same sheet read again with another header row.
 */
export const ImportUploaded = succeeded({
  import_id: Type.Integer(),
  file_name: Type.String(),
  /** The header's row, as the spreadsheet numbers it (the first row is 1). */
  header_row: Type.Integer(),
  /** The branch the import's new members join. */
  branch_id: Type.Integer(),
  /** Data rows, the header row not counted. */
  rows: Type.Integer(),
  /** The header row's texts, in sheet order. */
  columns: Type.Array(Type.String()),
  /** The first few data rows as text, one string per column. */
  sample: Type.Array(Type.Array(Type.String())),
  mapping: ImportMapping,
});
export type ImportUploaded = Static<typeof ImportUploaded>;

/** `POST /imports/:id/header`: read the stored sheet again with its header on this row. */
export const HeaderBody = Type.Object({
  header_row: WholeNumber({ minimum: 1, maximum: LAST_SHEET_ROW, title: 'Header row' }),
});
export type HeaderBody = Static<typeof HeaderBody>;

/**
 * Whether rows whose phone is a member of another branch than the import's update that member
 * (true) or are skipped as Other branch (false, the default). The run must be sent what the
 * review was.
 */
const OtherBranches = Type.Optional(Flag({ title: 'Also update members of other branches' }));

/**
 * Whether a row whose phone a member or an earlier row has, under another name, is added as a new
 * member sharing that phone (true: Shared phone) or read as before, an Update of that member or a
 * Duplicate in file (false, the default). The run must be sent what the review was.
 */
const SharedPhones = Type.Optional(Flag({ title: SHARED_PHONES_LABEL }));

export const ReviewBody = Type.Object({
  mapping: ImportMapping,
  other_branches: OtherBranches,
  shared_phones: SharedPhones,
});
export type ReviewBody = Static<typeof ReviewBody>;

export const ROW_OUTCOMES = [
  'new',
  'shared',
  'update',
  'unchanged',
  'other_branch',
  'duplicate',
  'error',
] as const;
/**
 * What importing a row would do: New, Shared phone (a new member sharing a taken phone), Update,
 * Unchanged, Other branch, Duplicate in file, Error.
 */
export const RowOutcome = Type.Enum([...ROW_OUTCOMES]);
export type RowOutcome = Static<typeof RowOutcome>;

export const ReviewedRow = Type.Object({
  /** The row's number in the sheet as a spreadsheet shows it: the header is row 1. */
  row: Type.Integer(),
  outcome: RowOutcome,
  name: Type.String(),
  phone: Type.String(),
  /** The member an Update or Unchanged row matches by phone. */
  member_id: Type.Union([Type.Integer(), Type.Null()]),
  /** An Update's fields that would change, by their labels ('Plan', 'Fee'). */
  changes: Type.Array(Type.String()),
  /** The same changes with the values as read: '1,200' → '1,500', a plan's name, '24 Nov 2026', '—' for none. */
  changed: Type.Array(
    Type.Object({ label: Type.String(), from: Type.String(), to: Type.String() }),
  ),
  /** The home branch of the member the row matches, by name. */
  branch: Type.Union([Type.String(), Type.Null()]),
  /**
   * Why an Error row cannot be imported, which row a Duplicate repeats ("Same phone as row 4"),
   * whose member an Other branch row is ("Member of Baner"), or whose phone a Shared phone row
   * shares ("Shares the phone of Asha Verma", "… of a member of Baner", "… of row 4").
   */
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type ReviewedRow = Static<typeof ReviewedRow>;

/** `POST /imports/:id/review`: the dry run. Nothing is written but the mapping it used. */
export const ImportReview = succeeded({
  counts: Type.Object(
    Object.fromEntries(ROW_OUTCOMES.map((outcome) => [outcome, Type.Integer()])) as Record<
      RowOutcome,
      ReturnType<typeof Type.Integer>
    >,
  ),
  /** True when some dates could be read either way (03/04/2024) and were read day first. */
  day_first: Type.Boolean(),
  /** Plan names no plan has, as first written in the sheet: creating them turns those errors into rows. */
  missing_plans: Type.Array(Type.String()),
  /** The branch new members join. */
  branch: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** Whether rows of other branches' members update them (else they are skipped as Other branch). */
  other_branches: Type.Boolean(),
  /** Whether rows whose phone is taken under another name are imported as Shared phone. */
  shared_phones: Type.Boolean(),
  /** Reviewed without that choice: how many rows it would import as Shared phone (else 0). */
  shared_offered: Type.Integer(),
  rows: Type.Array(ReviewedRow),
});
export type ImportReview = Static<typeof ImportReview>;

/** `POST /imports/:id/plans`: the missing plans, each with a duration (permission plans.edit). */
export const MissingPlansBody = Type.Object({
  plans: Type.Array(
    Type.Object({
      name: Name({ maxLength: PLAN_LIMITS.nameMax, required: true }),
      duration_days: WholeNumber({
        minimum: PLAN_LIMITS.durationMin,
        maximum: PLAN_LIMITS.durationMax,
      }),
    }),
    { minItems: 1, maxItems: 500 },
  ),
});
export type MissingPlansBody = Static<typeof MissingPlansBody>;
export const MissingPlansCreated = saved({ created: Type.Integer() });
export type MissingPlansCreated = Static<typeof MissingPlansCreated>;

/** `POST /imports/:id/run`: the next batch, from the row the last one ended at (0 first). */
export const RunBody = Type.Object({
  from: Type.Integer({ minimum: 0, maximum: 20_000 }),
  other_branches: OtherBranches,
  shared_phones: SharedPhones,
});
export type RunBody = Static<typeof RunBody>;

export const ImportProgress = succeeded({
  /** Data rows handled so far, of `total`. */
  done: Type.Integer(),
  total: Type.Integer(),
  added: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  finished: Type.Boolean(),
  /** Set once finished: "Imported N members, updated M, skipped K." */
  message: Type.Union([Type.String(), Type.Null()]),
  /** Until when the import can be undone, once finished. */
  undo_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ImportProgress = Static<typeof ImportProgress>;

export const IMPORT_STATES = ['uploaded', 'reviewed', 'importing', 'imported', 'undone'] as const;

/** `GET /imports/:id`: where an import stands. */
export const ImportStatus = succeeded({
  import_id: Type.Integer(),
  file_name: Type.String(),
  state: Type.Enum([...IMPORT_STATES]),
  rows: Type.Integer(),
  done: Type.Integer(),
  added: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  /** Once it has run, its last word: "Imported N members, updated M, skipped K." */
  message: Type.Union([Type.String(), Type.Null()]),
  undo_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ImportStatus = Static<typeof ImportStatus>;

/** `POST /imports/:id/undo`: what was taken back, and the members left as they are. */
export const ImportUndone = saved({
  removed: Type.Integer(),
  restored: Type.Integer(),
  /** Members changed since the import: left as they are, each with why. */
  kept: Type.Array(
    Type.Object({ member_id: Type.Integer(), name: Type.String(), reason: Type.String() }),
  ),
});
export type ImportUndone = Static<typeof ImportUndone>;

/** `GET /imports?page=&page_size=`: the imports that have run or are running, newest first. */
export const ImportsQuery = Type.Object({
  page: Type.Optional(WholeNumber({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(WholeNumber({ minimum: 1, maximum: 100 })),
});
export type ImportsQuery = Static<typeof ImportsQuery>;

/** The states an import is listed in: in progress, finished, undone. */
export const LISTED_IMPORT_STATES = ['importing', 'imported', 'undone'] as const;

/** One import as the Imports list shows it. */
export const ImportListed = Type.Object({
  import_id: Type.Integer(),
  file_name: Type.String(),
  /** When it was uploaded (ISO-8601). */
  created_at: Type.String(),
  /** The account that ran it, by its name then. */
  admin_name: Type.String(),
  state: Type.Enum([...LISTED_IMPORT_STATES]),
  added: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  /** Until when it can be undone; null once past, undone, or still running. */
  undo_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ImportListed = Static<typeof ImportListed>;

export const ImportsPage = pageOf(ImportListed);
export type ImportsPage = Static<typeof ImportsPage>;
