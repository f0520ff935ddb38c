import type { Db } from '../../db/database';
import { csvFile } from '../../lib/csv';
import { badRequest } from '../../lib/http-errors';
import { IMPORT_MESSAGES } from '../../schemas/imports';
import { importBranch, importRecord, reviewedMapping, sheetRows } from './imports-store';
import { dryRun } from './review';

/**
 * Download errors (docs/product/import.md §24): the Error rows with the sheet's own columns and the
 * reason, to fix and upload again. Before the run, as the review reads them now; after it, as
 * the run found them.
 */

interface ErrorRow {
  cells: string[];
  reason: string;
}

/** The rows in error; a reviewed import's as its run would find them. */
export async function errorsCsv(db: Db, importId: number, active: number | null) {
  const record = await importRecord(db, importId);
  if (record.state === 'uploaded') throw badRequest(IMPORT_MESSAGES.notReviewed);
  const rows = await sheetRows(db, importId);
  let errors: ErrorRow[];
  if (record.state === 'reviewed') {
    const { decided } = await dryRun(
      db,
      reviewedMapping(record),
      rows,
      importBranch(record, active),
      { otherBranches: record.other_branches === 1, sharedPhones: record.shared_phones === 1 },
    );
    errors = decided
      .filter((row) => row.outcome === 'error')
      .map((row) => ({ cells: rows[row.n]!.cells, reason: row.reason ?? '' }));
  } else
    errors = rows
      .filter((row) => row.outcome === 'error')
      .map((row) => ({ cells: row.cells, reason: row.reason ?? '' }));
  const columns = JSON.parse(record.columns) as string[];
  const csv = csvFile<ErrorRow>(
    [
      ...columns.map((header, i): [string, (row: ErrorRow) => string] => [
        header,
        (row) => row.cells[i] ?? '',
      ]),
      ['Error', (row) => row.reason],
    ],
    (async function* () {
      yield errors;
    })(),
  );
  const base = record.file_name.replace(/\.(csv|xlsx)$/i, '').replace(/[^\w.-]+/g, '-');
  return { csv, fileName: `${base || 'import'}-errors.csv` };
}
