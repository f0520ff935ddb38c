import {
  action,
  defineResource,
  moneyShown,
  paths,
  pathTo,
  type ImportListed,
  type ImportMapping,
  type ImportProgress,
  type ImportReview,
  type ImportsPage,
  type ImportStatus,
  type ImportUndone,
  type ImportUploaded,
  type MissingPlansBody,
  type MissingPlansCreated,
} from '@spotter/shared';

/** The import's screen (docs/product/import.md §24). */
export const IMPORT_PATH = '/users/import';
/** The Imports list: each import that ran, to undo it later. */
export const IMPORTS_PATH = '/users/imports';

/** Two minutes: 10 MB from a counter tablet's slow line can take longer than a usual call's 15 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The imports that ran or are running, newest first, a page at a time (`GET /imports`). */
export const importsResource = defineResource({
  list: paths.imports.upload,
  plain: (reply: ImportsPage) => reply.data,
  rowId: (row: ImportListed) => row.import_id,
  actions: {
    /**
     * One batch, all or nothing, from the row the last one ended at, as the review was made
     * (`{ from, ...choices }`). The last one makes the members, and what shows their money, stale.
     */
    run: action<number, { from: number } & ReviewChoices, ImportProgress>({
      path: (id) => pathTo(paths.imports.run, { id }),
      failure: 'Import failed!',
      stale: (_, batch) => (batch.finished ? moneyShown : []),
    }),
    /** Undo: the members it added are removed and those it updated put back. */
    undo: action<number, undefined, ImportUndone>({
      path: (id) => pathTo(paths.imports.undo, { id }),
      failure: 'Undo failed!',
      stale: () => moneyShown,
    }),
    /**
     * The file's own bytes go up as they are: the API reads the sheet (one parser for every
     * client). `branchId`: where its new members go ('' for none chosen: the tab's branch).
     */
    upload: action<{ fileName: string; branchId: string }, File, ImportUploaded>({
      path: () => paths.imports.upload,
      query: ({ fileName, branchId }) =>
        branchId ? { file_name: fileName, branch_id: branchId } : { file_name: fileName },
      timeoutMs: UPLOAD_TIMEOUT_MS,
    }),
    /** The stored sheet read again with its header on another row: new columns, guessed again. */
    readHeaderRow: action<number, { header_row: number }, ImportUploaded>({
      path: (id) => pathTo(paths.imports.header, { id }),
    }),
    /** The dry run: nothing is written but the mapping and the choices, which the run is then sent. */
    review: action<number, { mapping: ImportMapping } & ReviewChoices, ImportReview>({
      path: (id) => pathTo(paths.imports.review, { id }),
    }),
    /** The plans the sheet names that the gym lacks, made before the review is run again. */
    createMissingPlans: action<number, MissingPlansBody, MissingPlansCreated>({
      path: (id) => pathTo(paths.imports.plans, { id }),
    }),
    /** Where the import stands: how far its batches got, and its last word once it has run. */
    status: action<number, undefined, ImportStatus>({
      path: (id) => pathTo(paths.imports.status, { id }),
      method: 'GET',
    }),
  },
});

/**
 * What the importer chose at the review (docs/product/import.md §24), which the run is then sent:
 * whether members of other branches are updated, and whether rows whose phone is taken under
 * another name are imported as family members sharing it.
 */
export interface ReviewChoices {
  other_branches: boolean;
  shared_phones: boolean;
}

export const NO_CHOICES: ReviewChoices = { other_branches: false, shared_phones: false };

/** A review's choices as it answered them. */
export const choicesOf = (review: ImportReview | null): ReviewChoices =>
  review
    ? { other_branches: review.other_branches, shared_phones: review.shared_phones }
    : NO_CHOICES;

/** The error rows as the sheet had them, each with its reason, to fix and upload again. */
export const errorsPath = (id: number) => pathTo(paths.imports.errors, { id });
export const ERRORS_FILENAME = 'import-errors.csv';
