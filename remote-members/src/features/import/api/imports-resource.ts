import {
  paths,
  pathTo,
  request,
  type ImportMapping,
  type ImportProgress,
  type ImportReview,
  type ImportStatus,
  type ImportUndone,
  type ImportUploaded,
  type MissingPlansBody,
  type MissingPlansCreated,
} from '@spotter/shared';

/** The import's screen (docs/product/import.md §24). */
export const IMPORT_PATH = '/users/import';

/** Two minutes: 10 MB from a counter tablet's slow line can take longer than a usual call's 15 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The file's own bytes go up as they are: the API reads the sheet (one parser for every client). */
export const uploadSheet = (file: File, signal?: AbortSignal) =>
  request<ImportUploaded>(paths.imports.upload, {
    body: file,
    query: { file_name: file.name },
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });

/** The dry run: nothing is written but the mapping. */
export const reviewImport = (id: number, mapping: ImportMapping, signal?: AbortSignal) =>
  request<ImportReview>(pathTo(paths.imports.review, { id }), { json: { mapping }, signal });

export const createMissingPlans = (
  id: number,
  plans: MissingPlansBody['plans'],
  signal?: AbortSignal,
) => request<MissingPlansCreated>(pathTo(paths.imports.plans, { id }), { json: { plans }, signal });

/** Where the import stands: how far its batches got, and its last word once it has run. */
export const importStatus = (id: number, signal?: AbortSignal) =>
  request<ImportStatus>(pathTo(paths.imports.status, { id }), { signal });

/** One batch, all or nothing, from the row the last one ended at. */
export const runBatch = (id: number, from: number, signal?: AbortSignal) =>
  request<ImportProgress>(pathTo(paths.imports.run, { id }), { json: { from }, signal });

export const undoImport = (id: number, signal?: AbortSignal) =>
  request<ImportUndone>(pathTo(paths.imports.undo, { id }), { method: 'POST', signal });

/** The error rows as the sheet had them, each with its reason, to fix and upload again. */
export const errorsPath = (id: number) => pathTo(paths.imports.errors, { id });
export const ERRORS_FILENAME = 'import-errors.csv';
