import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { existingBranches } from '../../domain/branches';
import { badRequest, HttpError } from '../../lib/http-errors';
import { FORBIDDEN_MESSAGE } from '../../plugins/auth';
import type { SessionAdmin } from '../../domain/sessions';
import type { AccountBranches } from '../../schemas';

/*
 * The branches an account works at (docs/product/branches.md §26, migration 032): every one
 * (`admins.all_branches`), or those `admin_branches` lists. An account hands out only branches it
 * works at itself, and changes only accounts whose branches it has.
 */

type Trx = Transaction<Database>;

export const NO_BRANCH_GIVEN = 'Choose at least one branch.';

/** Limited accounts' branches by account id, each list by branch id. */
export async function branchesOfAccounts(q: Db | Trx, ids?: readonly number[]) {
  const rows = await q
    .selectFrom('admin_branches')
    .select(['admin_id', 'branch_id'])
    .$if(ids !== undefined, (qb) => qb.where('admin_id', 'in', ids!))
    .orderBy('admin_id')
    .orderBy('branch_id')
    .execute();
  const byAccount = new Map<number, number[]>();
  for (const row of rows)
    byAccount.set(row.admin_id, [...(byAccount.get(row.admin_id) ?? []), row.branch_id]);
  return byAccount;
}

/** Whether `actor` works at every branch `branches` names ('all': only an account that has all). */
export const actorHas = (actor: SessionAdmin, branches: AccountBranches) =>
  actor.branches === null ||
  (branches !== 'all' && branches.every((id) => actor.branches!.includes(id)));

/**
 * The branches to give, checked inside `trx`: 'all' (403 from an account that has not every
 * branch), or the ids without repeats, each a branch (kept from being deleted until the write
 * commits) that `actor` works at: 400 otherwise.
 */
export async function givenBranches(
  trx: Trx,
  actor: SessionAdmin,
  branches: AccountBranches,
): Promise<AccountBranches> {
  if (branches === 'all') {
    if (actor.branches !== null) throw new HttpError(403, FORBIDDEN_MESSAGE);
    return 'all';
  }
  const ids = [...new Set(branches)].sort((a, b) => a - b);
  if (ids.length === 0) throw badRequest(NO_BRANCH_GIVEN);
  await existingBranches(trx, ids, actor.branches);
  return ids;
}

/** Writes account `adminId`'s branches (its earlier ones replaced). */
export async function saveBranches(trx: Trx, adminId: number, branches: AccountBranches) {
  await trx
    .updateTable('admins')
    .set({ all_branches: branches === 'all' ? 1 : 0 })
    .where('id', '=', adminId)
    .execute();
  await trx.deleteFrom('admin_branches').where('admin_id', '=', adminId).execute();
  if (branches !== 'all')
    await trx
      .insertInto('admin_branches')
      .values(branches.map((branch_id) => ({ admin_id: adminId, branch_id })))
      .execute();
}

/** The branches as the trail names them: "All branches", or their names by id. */
export async function branchesLabel(trx: Trx, branches: AccountBranches): Promise<string> {
  if (branches === 'all') return 'All branches';
  const rows = await trx
    .selectFrom('branches')
    .select('name')
    .where('id', 'in', branches)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name).join(', ');
}
