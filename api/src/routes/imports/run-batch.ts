import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forUpdate } from '../../db/transaction';
import { recordActivity, type Actor } from '../../domain/activity';
import {
  addMember,
  MEMBER_INPUT_COLUMNS,
  updateMember,
  type MemberInput,
} from '../../domain/membership';
import { inSteps, WRITE_STEP_ROWS } from '../../lib/batches';
import { badRequest, conflict } from '../../lib/http-errors';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportProgress } from '../../schemas/imports';
import {
  importBranch,
  importedMessage,
  importRecord,
  type ImportRecord,
  reviewedMapping,
  sheetRows,
  undoUntil,
} from './imports-store';
import {
  decide,
  NO_CHOICES,
  rowReader,
  sheetContext,
  type Decided,
  type ImportChoices,
} from './sheet-rows';

/**
 * One batch of the run (docs/product/import.md §24): rows `[from, from + batchRows)` read and decided
 * again against the database as it is now, and written in steps of a few dozen rows, each all or
 * nothing.
 */

type Trx = Transaction<Database>;

/** The member a row updates, locked until the batch ends, with the expiry its fields give. */
async function lockedMember(trx: Trx, id: number) {
  const member = await forUpdate(
    trx,
    trx
      .selectFrom('members')
      .select(MEMBER_INPUT_COLUMNS)
      .select('expire_date')
      .where('id', '=', id),
  ).executeTakeFirst();
  if (!member) return null;
  const { expire_date, ...input } = member;
  return { input: input as MemberInput, expire_date };
}

/**
 * Writes what `row` does; answers what undoing it needs: the member, the fields before and after.
 * A new member's home is the import's branch (docs/product/branches.md §26), chosen at upload.
 */
async function write(
  trx: Trx,
  actor: Actor,
  importId: number,
  row: Decided,
  expiry: string | null,
  branch: number,
) {
  if (row.outcome === 'new' || row.outcome === 'shared') {
    const { member_id } = await addMember(trx, actor, row.input!, {
      importId,
      scope: { ids: [branch], active: branch, allowed: null },
    });
    return { member_id, before: null, after: null };
  }
  if (row.outcome !== 'update') return { member_id: row.member_id, before: null, after: null };
  const { expiry: after } = await updateMember(trx, actor, row.member_id!, row.input!, 'cash', {
    importId,
  });
  // The expiry follows the plan and joining date: undoing them puts it back too.
  const moved = expiry !== null && after !== expiry;
  return {
    member_id: row.member_id,
    before: JSON.stringify({ ...row.before, ...(moved ? { expire_date: expiry } : {}) }),
    after: JSON.stringify({ ...row.after, ...(moved ? { expire_date: after } : {}) }),
  };
}

export function importBatches(db: Db) {
  return {
    /**
     * Rows `[from, from + batchRows)`, in steps of `WRITE_STEP_ROWS` rows, each its own
     * transaction: every step moves `next_row` on with what it wrote, so a run stopped between
     * two steps (a restart, a lost answer) goes on from where `GET /imports/:id` says it stands.
     * The rows before `from` and the gym's plans and phones are read once, before the first step
     * and outside the write lock; each step checks, under the import's lock, that it is still
     * where this request left it.
     */
    async run(
      actor: Actor,
      importId: number,
      from: number,
      scope: BranchScope = EVERY_BRANCH,
      choices: ImportChoices = NO_CHOICES,
    ): Promise<ImportProgress> {
      const checked = (record: ImportRecord, at: number) => {
        if (record.state === 'imported' || record.state === 'undone')
          throw conflict(IMPORT_MESSAGES.finished);
        if (record.state === 'uploaded') throw badRequest(IMPORT_MESSAGES.notReviewed);
        // The run decides each row as the review did: with the same choices.
        if ((record.other_branches === 1) !== choices.otherBranches)
          throw badRequest(IMPORT_MESSAGES.otherBranchesChanged);
        if ((record.shared_phones === 1) !== choices.sharedPhones)
          throw badRequest(IMPORT_MESSAGES.sharedPhonesChanged);
        if (at !== record.next_row) throw conflict(IMPORT_MESSAGES.movedOn);
        return record;
      };
      const first = checked(await importRecord(db, importId), from);
      const to = Math.min(from + IMPORT_LIMITS.batchRows, first.rows);
      const branch = importBranch(first, scope.active);
      const context = await sheetContext(db, branch, choices);
      const reader = rowReader(reviewedMapping(first), context);
      for (const { row, cells } of await sheetRows(db, importId, 0, from)) reader.see(row, cells);

      return inSteps<number, ImportProgress>(db, from, async (trx, at) => {
        const record = checked(await importRecord(trx, importId, true), at);
        const stepTo = Math.min(at + WRITE_STEP_ROWS, to);
        const counts = { added: record.added, updated: record.updated, skipped: record.skipped };
        for (const { n, row: rowNumber, cells } of await sheetRows(trx, importId, at, stepTo)) {
          const read = reader.read({ n, row: rowNumber }, cells);
          const member =
            read.done || read.memberId === undefined
              ? null
              : await lockedMember(trx, read.memberId);
          const row = read.done
            ? read.row
            : decide({ n, row: rowNumber }, read, member?.input ?? null, context);
          const written = await write(
            trx,
            actor,
            importId,
            row,
            member?.expire_date ?? null,
            context.branch.id,
          );
          if (row.outcome === 'new' || row.outcome === 'shared') counts.added += 1;
          else if (row.outcome === 'update') counts.updated += 1;
          else counts.skipped += 1;
          await trx
            .updateTable('import_rows')
            .set({ outcome: row.outcome, reason: row.reason, ...written })
            .where('import_id', '=', importId)
            .where('n', '=', n)
            .execute();
        }

        const finished = stepTo >= record.rows;
        const finishedAt = finished ? new Date().toISOString() : null;
        await trx
          .updateTable('imports')
          .set({
            ...counts,
            // Who ran it (the Imports list): the account that started the run.
            ...(record.next_row === 0 ? { admin_id: actor.id, admin_name: actor.name } : {}),
            next_row: stepTo,
            state: finished ? 'imported' : 'importing',
            finished_at: finishedAt,
          })
          .where('id', '=', importId)
          .execute();
        if (finished)
          await recordActivity(trx, actor, {
            action: 'members.imported',
            label: record.file_name,
            subjectId: importId,
            data: { rows: record.rows, ...counts },
          });
        if (stepTo < to) return { next: stepTo };
        const progress: ImportProgress = {
          status: 'success',
          done: stepTo,
          total: record.rows,
          ...counts,
          finished,
          message: finished ? importedMessage(counts) : null,
          undo_until: finished
            ? undoUntil({ ...record, state: 'imported', finished_at: finishedAt })
            : null,
        };
        return { result: progress };
      });
    },
  };
}
