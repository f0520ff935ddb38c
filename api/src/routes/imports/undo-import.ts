import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forUpdate, transaction } from '../../db/transaction';
import { changesBetween, recordActivity, type Actor } from '../../domain/activity';
import { conflict } from '../../lib/http-errors';
import { IMPORT_FIELDS, IMPORT_MESSAGES, type ImportUndone } from '../../schemas/imports';
import { importRecord, reviewedMapping, sheetRows, undoUntil } from './imports-store';

/**
 * Undoing an import (docs/product.md §24), once, within 24 hours of its end: the members it added
 * are removed with their imported invoices, the fields it changed get their values back and the
 * payments it billed are taken off; a member changed since is left as it is, and said why.
 */

type Trx = Transaction<Database>;
type Kept = ImportUndone['kept'][number];

/** A changed column as the review named it ('Fee'), to say which ones moved on since. */
const LABELS: Record<string, string> = {
  name: IMPORT_FIELDS.name,
  email: IMPORT_FIELDS.email,
  plan_id: IMPORT_FIELDS.plan,
  joining_date: IMPORT_FIELDS.joining_date,
  total_fee: IMPORT_FIELDS.fee,
  paid_amount: IMPORT_FIELDS.paid,
  status: IMPORT_FIELDS.status,
  age: IMPORT_FIELDS.age,
  weight: IMPORT_FIELDS.weight,
  blood_group: IMPORT_FIELDS.blood_group,
  location: IMPORT_FIELDS.location,
  profession: IMPORT_FIELDS.profession,
  expire_date: 'Expiry',
};

export const DELETED_SINCE = 'Deleted since the import';

/** Why an added member cannot be removed, or null when nothing happened to it since. */
async function addedChangedSince(trx: Trx, importId: number, memberId: number) {
  const [others, visits, voided] = await Promise.all([
    trx
      .selectFrom('invoices')
      .select('id')
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('import_id', 'is', null), eb('import_id', '!=', importId)]))
      .executeTakeFirst(),
    trx.selectFrom('attendance').select('id').where('member_id', '=', memberId).executeTakeFirst(),
    voidedImportInvoice(trx, importId, memberId),
  ]);
  if (others) return 'Has invoices since the import';
  if (visits) return 'Has visits since the import';
  if (voided) return 'An imported invoice has been voided';
  return null;
}

/** Whether one of the import's invoices of this member has a credit note (it cannot go then). */
const voidedImportInvoice = (trx: Trx, importId: number, memberId: number) =>
  trx
    .selectFrom('credit_notes as c')
    .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
    .select('c.id')
    .where('i.member_id', '=', memberId)
    .where('i.import_id', '=', importId)
    .executeTakeFirst();

const removeImportInvoices = (trx: Trx, importId: number, memberId: number) =>
  trx
    .deleteFrom('invoices')
    .where('member_id', '=', memberId)
    .where('import_id', '=', importId)
    .execute();

type Row = Awaited<ReturnType<typeof sheetRows>>[number];

/** Takes back one added member; answers why not when it has changed since. */
async function removeAdded(trx: Trx, importId: number, row: Row): Promise<string | null> {
  const member = await forUpdate(
    trx,
    trx
      .selectFrom('members')
      .select(['name', 'created_at', 'updated_at'])
      .where('id', '=', row.member_id!),
  ).executeTakeFirst();
  if (!member) return DELETED_SINCE;
  if (member.updated_at !== member.created_at) return 'Changed since the import';
  const why = await addedChangedSince(trx, importId, row.member_id!);
  if (why) return why;
  await removeImportInvoices(trx, importId, row.member_id!);
  await trx.deleteFrom('members').where('id', '=', row.member_id!).execute();
  return null;
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
  const columns = Object.keys(after) as (keyof typeof LABELS & string)[];
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
    return `Changed since the import: ${moved.map((column) => LABELS[column] ?? column).join(', ')}`;
  if (await voidedImportInvoice(trx, importId, row.member_id!))
    return 'An imported invoice has been voided';
  await removeImportInvoices(trx, importId, row.member_id!);
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

export function importUndoing(db: Db) {
  return {
    undo(actor: Actor, importId: number, now = Date.now()): Promise<ImportUndone> {
      return transaction(db, async (trx) => {
        const record = await importRecord(trx, importId, true);
        if (record.state === 'undone') throw conflict(IMPORT_MESSAGES.alreadyUndone);
        if (record.state !== 'imported') throw conflict(IMPORT_MESSAGES.notRun);
        if (Date.parse(undoUntil(record)!) < now) throw conflict(IMPORT_MESSAGES.undoExpired);

        const nameColumn = reviewedMapping(record).name ?? 0;
        const nameOf = (row: Row) => (row.cells[nameColumn] ?? '').trim();
        let removed = 0;
        let restored = 0;
        const kept: Kept[] = [];
        for (const row of await sheetRows(trx, importId)) {
          if (row.member_id === null || (row.outcome !== 'new' && row.outcome !== 'update'))
            continue;
          const reason =
            row.outcome === 'new'
              ? await removeAdded(trx, importId, row)
              : await restoreUpdated(trx, actor, importId, row);
          if (reason === null) {
            if (row.outcome === 'new') removed += 1;
            else restored += 1;
          } else kept.push({ member_id: row.member_id, name: nameOf(row), reason });
        }
        await trx
          .updateTable('imports')
          .set({ state: 'undone', undone_at: new Date(now).toISOString() })
          .where('id', '=', importId)
          .execute();
        await recordActivity(trx, actor, {
          action: 'members.import_undone',
          label: record.file_name,
          subjectId: importId,
          data: { removed, restored, kept: kept.length },
        });
        return {
          status: 'success',
          message: `Undone: removed ${removed} members, put back ${restored}.`,
          removed,
          restored,
          kept,
        };
      });
    },
  };
}
