import {
  action,
  defineResource,
  moneyShown,
  paths,
  pathTo,
  request,
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
  },
});

/** Two minutes: 10 MB from a counter tablet's slow line can take longer than a usual call's 15 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The file's own bytes go up as they are: the API reads the sheet (one parser for every client).
 * `branchId`: where its new members go ('' for none chosen: the API takes the tab's branch).
 */
export const uploadSheet = (file: File, branchId: string, signal?: AbortSignal) =>
  request<ImportUploaded>(paths.imports.upload, {
    body: file,
    query: branchId ? { file_name: file.name, branch_id: branchId } : { file_name: file.name },
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });

/** The stored sheet read again with its header on `headerRow`: new columns, guessed again. */
export const readHeaderRow = (id: number, headerRow: number, signal?: AbortSignal) =>
  request<ImportUploaded>(pathTo(paths.imports.header, { id }), {
    json: { header_row: headerRow },
    signal,
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

/** The dry run: nothing is written but the mapping and the `choices`, which the run is then sent. */
export const reviewImport = (
  id: number,
  mapping: ImportMapping,
  choices: ReviewChoices,
  signal?: AbortSignal,
) =>
  request<ImportReview>(pathTo(paths.imports.review, { id }), {
    json: { mapping, ...choices },
    signal,
  });

export const createMissingPlans = (
  id: number,
  plans: MissingPlansBody['plans'],
  signal?: AbortSignal,
) => request<MissingPlansCreated>(pathTo(paths.imports.plans, { id }), { json: { plans }, signal });

/** Where the import stands: how far its batches got, and its last word once it has run. */
export const importStatus = (id: number, signal?: AbortSignal) =>
  request<ImportStatus>(pathTo(paths.imports.status, { id }), { signal });

/** The error rows as the sheet had them, each with its reason, to fix and upload again. */
export const errorsPath = (id: number) => pathTo(paths.imports.errors, { id });
export const ERRORS_FILENAME = 'import-errors.csv';
