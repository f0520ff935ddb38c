import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { forKeyShare } from '../db/transaction';
import { badRequest } from '../lib/http-errors';
import { BRANCH_MISSING } from '../schemas/branches';

/**
 * Which branch a member or a trainer belongs to (docs/product.md §26), settled inside the write's
 * transaction: the members and staff routes, and an import's new members, go through here.
 */

type Trx = Transaction<Database>;

/**
 * `id` when a branch has it, kept from being deleted until the write commits (as a member's plan
 * is, `forKeyShare`); otherwise the 400 that names the field. SQLite's triggers (migration 025)
 * would refuse the row too, but as an error the admin cannot act on.
 */
export async function existingBranch(trx: Trx, id: number): Promise<number> {
  const branch = await forKeyShare(
    trx,
    trx.selectFrom('branches').select('id').where('id', '=', id),
  ).executeTakeFirst();
  if (!branch) throw badRequest(BRANCH_MISSING);
  return branch.id;
}

/** The branch a new member or trainer gets when the write names none: the first (lowest id). */
export async function firstBranch(trx: Trx): Promise<number> {
  const branch = await forKeyShare(
    trx,
    trx.selectFrom('branches').select('id').orderBy('id').limit(1),
  ).executeTakeFirstOrThrow();
  return branch.id;
}

/** A new row's branch: the one it names, checked, else the first. */
export const branchOfNew = (trx: Trx, id: number | undefined) =>
  id === undefined ? firstBranch(trx) : existingBranch(trx, id);
