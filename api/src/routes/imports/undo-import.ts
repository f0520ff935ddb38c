import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forUpdate } from '../../db/transaction';
import { changesBetween, recordActivity, type Actor } from '../../domain/activity';
import { inSteps, WRITE_STEP_ROWS } from '../../lib/batches';
import { conflict } from '../../lib/http-errors';
import { IMPORT_MESSAGES, type ImportUndone } from '../../schemas/imports';
import {
  importRecord,
  reviewedMapping,
  sheetRows,
  undoUntil,
  type ImportRecord,
} from './imports-store';
import { COLUMN_LABELS } from './sheet-rows';

/**
 * Undoing an import (docs/product/import.md §24), once, within 24 hours of its end: the members it added
 * are removed with their imported invoices, the fields it changed get their values back and the
 * payments it billed are taken off; a member changed since is left as it is, and said why.
 */

type Trx = Transaction<Database>;

/** A changed column as the review named it ('Fee'), to say which ones moved on since. */
const LABELS: Readonly<Record<string, string>> = { ...COLUMN_LABELS, expire_date: 'Expiry' };

export const DELETED_SINCE = 'Deleted since the import';
const CHANGED_SINCE = 'Changed since the import';
const VOIDED = 'An imported invoice has been voided';

/** Which of `memberIds` have one of the import's invoices voided (such a member cannot go back). */
const voidedImportInvoices = (trx: Trx, importId: number, memberIds: number[]) =>
  trx
    .selectFrom('credit_notes as c')
    .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
    .select('i.member_id')
    .distinct()
    .where('i.member_id', 'in', memberIds)
    .where('i.import_id', '=', importId)
    .execute();

type Row = Awaited<ReturnType<typeof sheetRows>>[number];

/**
 * Takes back the members one step of the undo finds the import added (at most `WRITE_STEP_ROWS`,
 * well under either database's parameter limit), in a few statements; answers why each one left
 * as it is has changed since.
 */
async function removeAdded(trx: Trx, importId: number, ids: number[]) {
  const why = new Map<number, string>();
  if (ids.length === 0) return why;
  const mark = (rows: { member_id: number | null }[], reason: string) => {
    for (const { member_id } of rows) if (!why.has(member_id!)) why.set(member_id!, reason);
  };
  const members = await forUpdate(
    trx,
    trx.selectFrom('members').select(['id', 'created_at', 'updated_at']).where('id', 'in', ids),
  ).execute();
  const found = new Map(members.map((member) => [member.id, member]));
  for (const id of ids) {
    const member = found.get(id);
    if (!member) why.set(id, DELETED_SINCE);
    else if (member.updated_at !== member.created_at) why.set(id, CHANGED_SINCE);
  }
  const [others, visits, voided] = await Promise.all([
    trx
      .selectFrom('invoices')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', ids)
      .where((eb) => eb.or([eb('import_id', 'is', null), eb('import_id', '!=', importId)]))
      .execute(),
    trx
      .selectFrom('attendance')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', ids)
      .execute(),
    voidedImportInvoices(trx, importId, ids),
  ]);
  mark(others, 'Has invoices since the import');
  mark(visits, 'Has visits since the import');
  mark(voided, VOIDED);
  const removable = ids.filter((id) => !why.has(id));
  if (removable.length === 0) return why;
  await trx
    .deleteFrom('invoices')
    .where('import_id', '=', importId)
    .where('member_id', 'in', removable)
    .execute();
  await trx.deleteFrom('members').where('id', 'in', removable).execute();
  return why;
}

/** Puts back the fields one update changed; answers why not when any has changed since. */
async function restoreUpdated(
  trx: Trx,
  actor: Actor,
  importId: number,
  row: Row,
): Promise<string | null> {
  const before = JSON.parse(row.before!) as Record<string, unknown>;
  const after = JSON.parse(row.after!) as Record<string, unknown>;
  const columns = Object.keys(after);
  const member = await forUpdate(
    trx,
    trx
      .selectFrom('members')
      .select(['name', ...(columns as 'name'[])])
      .where('id', '=', row.member_id!),
  ).executeTakeFirst();
  if (!member) return DELETED_SINCE;
  const current = member as Record<string, unknown>;
  const moved = columns.filter((column) => current[column] !== after[column]);
  if (moved.length > 0)
    return `${CHANGED_SINCE}: ${moved.map((column) => LABELS[column] ?? column).join(', ')}`;
  if ((await voidedImportInvoices(trx, importId, [row.member_id!])).length > 0) return VOIDED;
  await trx
    .deleteFrom('invoices')
    .where('member_id', '=', row.member_id!)
    .where('import_id', '=', importId)
    .execute();
  await trx
    .updateTable('members')
    .set({ ...before, updated_at: new Date().toISOString() })
    .where('id', '=', row.member_id!)
    .execute();
  const changes = changesBetween(
    after,
    before,
    columns.filter((column) => column !== 'paid_amount' && column !== 'expire_date'),
  );
  await recordActivity(trx, actor, {
    action: 'member.edited',
    label: String(current.name),
    subjectId: row.member_id,
    memberId: row.member_id,
    data: { changes, import_id: importId, undone: true },
  });
  return null;
}

/** What the undo took back and left, once it has finished: its steps' sums and kept rows. */
async function undoneAnswer(trx: Trx, record: ImportRecord): Promise<ImportUndone> {
  const nameColumn = reviewedMapping(record).name ?? 0;
  const kept = await trx
    .selectFrom('import_rows')
    .select(['cells', 'member_id', 'kept'])
    .where('import_id', '=', record.id)
    .where('kept', 'is not', null)
    .orderBy('n')
    .execute();
  const { removed, restored } = record;
  return {
    status: 'success',
    message: `Undone: removed ${removed} members, put back ${restored}.`,
    removed,
    restored,
    kept: kept.map((row) => ({
      member_id: row.member_id!,
      name: ((JSON.parse(row.cells) as string[])[nameColumn] ?? '').trim(),
      reason: row.kept!,
    })),
  };
}

export function importUndoing(db: Db) {
  return {
    /**
     * Undoes the import in steps of `WRITE_STEP_ROWS` sheet rows, each its own transaction that
     * moves `undo_next_row` on: asked again after it stopped part-way (a restart, a lost
     * connection, a screen that gave up waiting), the undo goes on from where it stopped, even
     * past the 24 hours, and answers the whole undo's result. Two requests undoing the same
     * import at once take its steps in turn, and both answer that result.
     */
    undo(actor: Actor, importId: number, now = Date.now()): Promise<ImportUndone> {
      return inSteps<boolean, ImportUndone>(db, true, async (trx, first) => {
        const record = await importRecord(trx, importId, true);
        if (record.state === 'undone') {
          if (first) throw conflict(IMPORT_MESSAGES.alreadyUndone);
          return { result: await undoneAnswer(trx, record) };
        }
        if (record.state !== 'imported') throw conflict(IMPORT_MESSAGES.notRun);
        if (record.undo_next_row === null && Date.parse(undoUntil(record)!) < now)
          throw conflict(IMPORT_MESSAGES.undoExpired);

        const from = record.undo_next_row ?? 0;
        const to = Math.min(from + WRITE_STEP_ROWS, record.rows);
        let removed = 0;
        let restored = 0;
        const rows = (await sheetRows(trx, importId, from, to)).filter(
          (row) =>
            row.member_id !== null &&
            (row.outcome === 'new' || row.outcome === 'shared' || row.outcome === 'update'),
        );
        // A Shared phone row added its member as a New row does.
        const isAdded = (row: { outcome: string | null }) =>
          row.outcome === 'new' || row.outcome === 'shared';
        const added = rows.filter(isAdded).map((row) => row.member_id!);
        const addedKept = await removeAdded(trx, importId, added);
        for (const row of rows) {
          const reason = isAdded(row)
            ? (addedKept.get(row.member_id!) ?? null)
            : await restoreUpdated(trx, actor, importId, row);
          if (reason === null) {
            if (isAdded(row)) removed += 1;
            else restored += 1;
          } else
            await trx
              .updateTable('import_rows')
              .set({ kept: reason })
              .where('import_id', '=', importId)
              .where('n', '=', row.n)
              .execute();
        }
        const finished = to >= record.rows;
        const done = {
          ...record,
          undo_next_row: to,
          removed: record.removed + removed,
          restored: record.restored + restored,
          ...(finished ? { state: 'undone' as const, undone_at: new Date(now).toISOString() } : {}),
        };
        await trx
          .updateTable('imports')
          .set({
            undo_next_row: done.undo_next_row,
            removed: done.removed,
            restored: done.restored,
            state: done.state,
            undone_at: done.undone_at,
          })
          .where('id', '=', importId)
          .execute();
        if (!finished) return { next: false };
        const answer = await undoneAnswer(trx, done);
        await recordActivity(trx, actor, {
          action: 'members.import_undone',
          label: record.file_name,
          subjectId: importId,
          data: { removed: answer.removed, restored: answer.restored, kept: answer.kept.length },
        });
        return { result: answer };
      });
    },
  };
}
