import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, ImportsTable } from '../../db/schema';
import { forUpdate } from '../../db/transaction';
import { recordActivity, type Actor } from '../../domain/activity';
import type { FramedSheet, SheetLine } from '../../domain/import';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import {
  IMPORT_FIELD_KEYS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  REQUIRED_IMPORT_FIELDS,
  LISTED_IMPORT_STATES,
  type ImportMapping,
  type ImportsPage,
  type ImportStatus,
} from '../../schemas/imports';

/**
 * An import's stored sheet and where it stands (migration 023): written at upload, read by each
 * step after it.
 */

type Reader = Kysely<Database> | Transaction<Database>;
export type ImportRecord = Selectable<ImportsTable>;

const HOUR_MS = 3_600_000;
/** Rows written per insert: well under SQLite's 32,766 parameters at 4 per row. */
const INSERT_ROWS = 1000;

/** Until when a finished import can be undone (ISO instant), or null. */
export const undoUntil = (record: ImportRecord) =>
  record.finished_at && record.state === 'imported'
    ? new Date(Date.parse(record.finished_at) + IMPORT_LIMITS.undoHours * HOUR_MS).toISOString()
    : null;

export async function importRecord(db: Reader, id: number, lock = false) {
  const query = db.selectFrom('imports').selectAll().where('id', '=', id);
  const record = await (
    lock ? forUpdate(db as Transaction<Database>, query) : query
  ).executeTakeFirst();
  if (!record) throw notFound(`Import ${id} not found.`);
  return record;
}

/**
 * The branch an import's new members join: chosen at upload; for an import uploaded before that
 * choice (migration 042), the branch the call acts at (null: the first).
 */
export const importBranch = (record: ImportRecord, active: number | null) =>
  record.branch_id ?? active;

/** The mapping the import was last reviewed with. */
export function reviewedMapping(record: ImportRecord): ImportMapping {
  if (record.mapping === null) throw badRequest(IMPORT_MESSAGES.notReviewed);
  return JSON.parse(record.mapping) as ImportMapping;
}

/** Refuses a mapping without Name and Phone, or naming a column the sheet does not have. */
export function checkedMapping(record: ImportRecord, mapping: ImportMapping): ImportMapping {
  if (
    REQUIRED_IMPORT_FIELDS.some((field) => mapping[field] === null || mapping[field] === undefined)
  )
    throw badRequest(IMPORT_MESSAGES.requiredColumns);
  const columns = (JSON.parse(record.columns) as string[]).length;
  const beyond = IMPORT_FIELD_KEYS.find((field) => (mapping[field] ?? -1) >= columns);
  if (beyond)
    throw badRequest(
      `The sheet has ${columns} columns: column ${mapping[beyond]! + 1} is not one of them.`,
    );
  return Object.fromEntries(
    IMPORT_FIELD_KEYS.map((field) => [field, mapping[field] ?? null]),
  ) as ImportMapping;
}

/** Refuses a step once the run has started: the mapping and the plans it read are fixed then. */
export function refuseOnceRun(record: ImportRecord) {
  if (record.state === 'importing') throw conflict(IMPORT_MESSAGES.movedOn);
  if (record.state === 'imported' || record.state === 'undone')
    throw conflict(IMPORT_MESSAGES.finished);
}

/**
 * Data rows `[from, to)` of an import, in sheet order, each with `row`, its number as the
 * spreadsheet shows it.
 */
export async function sheetRows(
  db: Reader,
  importId: number,
  from = 0,
  to: number = IMPORT_LIMITS.maxRows,
) {
  const rows = await db
    .selectFrom('import_rows')
    .select(['n', 'sheet_row', 'cells', 'outcome', 'member_id', 'before', 'after', 'reason'])
    .where('import_id', '=', importId)
    .where('n', '>=', from)
    .where('n', '<', to)
    .orderBy('n')
    .execute();
  return rows.map(({ sheet_row, ...row }) => ({
    ...row,
    row: sheet_row ?? row.n + 2,
    cells: JSON.parse(row.cells) as string[],
  }));
}

/**
 * Every stored row of an import's sheet with text, the header and the rows above it included, as
 * read at upload. An import uploaded before migration 042 kept only its data rows: its header is
 * put back from its columns, on row 1.
 */
export async function sheetLines(db: Reader, record: ImportRecord): Promise<SheetLine[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['n', 'sheet_row', 'cells'])
    .where('import_id', '=', record.id)
    .orderBy('n')
    .execute();
  const lines = rows.map(({ n, sheet_row, cells }) => ({
    row: sheet_row ?? n + 2,
    cells: JSON.parse(cells) as string[],
  }));
  return rows.some((row) => row.n === -1)
    ? lines
    : [{ row: record.header_row, cells: JSON.parse(record.columns) as string[] }, ...lines];
}

/** Keeps the sheet's rows: the data rows from n = 0, the header at -1 and the rows above it below. */
async function storeLines(trx: Transaction<Database>, importId: number, sheet: FramedSheet) {
  const { lines, header } = sheet;
  for (let start = 0; start < lines.length; start += INSERT_ROWS)
    await trx
      .insertInto('import_rows')
      .values(
        lines.slice(start, start + INSERT_ROWS).map(({ row, cells }, i) => ({
          import_id: importId,
          n: start + i - header - 1,
          sheet_row: row,
          cells: JSON.stringify(cells),
        })),
      )
      .execute();
}

/**
 * Reads an import's stored sheet again with another row as its header: its columns and rows are
 * the new header's, and the matching is to be chosen (and reviewed) again.
 */
export async function reframeSheet(
  trx: Transaction<Database>,
  importId: number,
  sheet: FramedSheet,
) {
  await trx.deleteFrom('import_rows').where('import_id', '=', importId).execute();
  await storeLines(trx, importId, sheet);
  await trx
    .updateTable('imports')
    .set({
      columns: JSON.stringify(sheet.columns),
      rows: sheet.rows.length,
      header_row: sheet.headerRow,
      mapping: null,
      state: 'uploaded',
    })
    .where('id', '=', importId)
    .execute();
}

/**
 * Stores an uploaded sheet (every row with text, as text), whose new members join `branchId`.
 * An upload first clears the rows
 * of imports past their undo window (but not of an undo still under way): only the undo reads
 * them, and they hold a copy of a sheet.
 */
export async function storeSheet(
  trx: Transaction<Database>,
  actor: Actor,
  fileName: string,
  sheet: FramedSheet,
  branchId: number,
  now = Date.now(),
) {
  const cutoff = new Date(now - IMPORT_LIMITS.undoHours * HOUR_MS).toISOString();
  const expired = trx
    .selectFrom('imports')
    .select('id')
    .where((eb) => eb(eb.fn.coalesce('finished_at', 'created_at'), '<', cutoff))
    // An undo begun within its 24 hours goes on after them (undo-import.ts): its rows stay.
    .where((eb) => eb.or([eb('undo_next_row', 'is', null), eb('state', '=', 'undone')]));
  await trx.deleteFrom('import_rows').where('import_id', 'in', expired).execute();
  const { id } = await trx
    .insertInto('imports')
    .values({
      admin_id: actor.id,
      admin_name: actor.name,
      file_name: fileName,
      columns: JSON.stringify(sheet.columns),
      rows: sheet.rows.length,
      mapping: null,
      state: 'uploaded',
      created_at: new Date(now).toISOString(),
      finished_at: null,
      undone_at: null,
      header_row: sheet.headerRow,
      branch_id: branchId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(trx, actor, {
    action: 'members.import_uploaded',
    label: fileName,
    subjectId: id,
    data: { rows: sheet.rows.length, columns: sheet.columns.length },
  });
  await storeLines(trx, id, sheet);
  return id;
}

/** The run's last word: "Imported N members, updated M, skipped K." */
export const importedMessage = ({
  added,
  updated,
  skipped,
}: Record<'added' | 'updated' | 'skipped', number>) =>
  `Imported ${added} members, updated ${updated}, skipped ${skipped}.`;

/** `GET /imports/:id`. */
export async function importStatus(db: Db, id: number): Promise<ImportStatus> {
  const record = await importRecord(db, id);
  return {
    status: 'success',
    import_id: record.id,
    file_name: record.file_name,
    state: record.state,
    rows: record.rows,
    done: record.next_row,
    added: record.added,
    updated: record.updated,
    skipped: record.skipped,
    message: record.finished_at === null ? null : importedMessage(record),
    undo_until: undoUntil(record),
  };
}

/** `GET /imports`: the imports that have run or are running, newest first, a page of them. */
export async function importsPage(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
  now = Date.now(),
): Promise<ImportsPage> {
  const listed = db.selectFrom('imports').where('state', 'in', [...LISTED_IMPORT_STATES]);
  const [records, { total }] = await Promise.all([
    listed
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    listed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: records.map((record) => {
      const until = undoUntil(record);
      return {
        import_id: record.id,
        file_name: record.file_name,
        created_at: record.created_at,
        admin_name: record.admin_name,
        state: record.state as (typeof LISTED_IMPORT_STATES)[number],
        added: record.added,
        updated: record.updated,
        skipped: record.skipped,
        // An undo begun in time goes on after (undo-import.ts): still offered while unfinished.
        undo_until:
          until !== null && (Date.parse(until) >= now || record.undo_next_row !== null)
            ? until
            : null,
      };
    }),
    total: Number(total),
  };
}
