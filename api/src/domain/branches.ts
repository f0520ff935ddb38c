import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { alsoAtBranch, forKeyShare, forUpdate } from '../db/transaction';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { BRANCH_MISSING, BRANCH_NEEDED } from '../schemas/branches';
import { covers, EVERY_BRANCH, mayUse, type BranchScope } from './branch-scope';
import { recordActivity, type Actor } from './activity';

/**
 * Which branch a member or a trainer belongs to (docs/product/branches.md §26), settled inside the write's
 * transaction: the members and staff routes, an import's new members and Move to branch go
 * through here.
 */

type Trx = Transaction<Database>;

/**
 * Branch `id` and its name, kept from being deleted until the write commits (as a member's plan
 * is, `forKeyShare`); otherwise the 400 that names the field. SQLite's triggers (migration 025)
 * would refuse the row too, but as an error the admin cannot act on. The write takes that
 * branch's turn too, if it acts at another (`alsoAtBranch`): it is about to write there.
 */
async function namedBranch(trx: Trx, id: number) {
  await alsoAtBranch(trx, id);
  const branch = await forKeyShare(
    trx,
    trx.selectFrom('branches').select(['id', 'name']).where('id', '=', id),
  ).executeTakeFirst();
  if (!branch) throw badRequest(BRANCH_MISSING);
  return branch;
}

/**
 * `id` when a branch has it (namedBranch) and the request's account may use it: a branch it may
 * not is refused as if it did not exist.
 */
export async function existingBranch(trx: Trx, id: number, scope = EVERY_BRANCH): Promise<number> {
  if (!mayUse(scope, id)) throw badRequest(BRANCH_MISSING);
  return (await namedBranch(trx, id)).id;
}

/**
 * Branches `ids` (each named once) with their names, kept from being deleted until the write
 * commits, when every one exists and `allowed` covers it (null: every branch); otherwise the 400
 * of a branch that does not exist, as existingBranch for one.
 */
export async function existingBranches(
  trx: Trx,
  ids: readonly number[],
  allowed: readonly number[] | null,
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const found = await forKeyShare(
    trx,
    trx.selectFrom('branches').select(['id', 'name']).where('id', 'in', ids).orderBy('id'),
  ).execute();
  if (found.length !== ids.length || ids.some((id) => !mayUse({ allowed }, id)))
    throw badRequest(BRANCH_MISSING);
  return found;
}

/** The branch a new member or trainer gets when the write names none: the first (lowest id). */
export async function firstBranch(trx: Trx): Promise<number> {
  const branch = await forKeyShare(
    trx,
    trx.selectFrom('branches').select('id').orderBy('id').limit(1),
  ).executeTakeFirstOrThrow();
  return branch.id;
}

/**
 * A new row's branch: the one it names (checked against the branches and the request's scope),
 * else the branch the request acts at, else (no choice sent) the first.
 */
export const branchOfNew = (trx: Trx, id: number | undefined, scope = EVERY_BRANCH) =>
  id !== undefined
    ? existingBranch(trx, id, scope)
    : scope.active !== null
      ? existingBranch(trx, scope.active)
      : firstBranch(trx);

/**
 * The one branch a write that needs one acts at (a check-in, docs/product/branches.md §26): the chosen
 * branch, else the gym's only one. All branches among several is for reading: 400.
 */
export async function actingBranch(trx: Trx, scope: BranchScope): Promise<number> {
  if (scope.active !== null) return existingBranch(trx, scope.active);
  const branches = await forKeyShare(
    trx,
    trx.selectFrom('branches').select('id').orderBy('id').limit(2),
  ).execute();
  const only = branches.length === 1 ? branches[0] : undefined;
  if (!only || !covers(scope, only.id)) throw badRequest(BRANCH_NEEDED);
  return only.id;
}

/** A member moved to another branch (Move to branch): the answer's message and the new home. */
export interface MovedMember {
  message: string;
  member_id: number;
  home_branch_id: number;
}

/**
 * Makes branch `branchId` member `memberId`'s home branch (docs/product/branches.md §26) inside `trx`,
 * recording `member.moved` with both branches as they are named now. Their invoices stay with the
 * branches that issued them. Refused, nothing written: an unknown member (404), a branch that does
 * not exist (400), the branch they are at already (409).
 */
export async function moveMember(
  trx: Trx,
  actor: Actor,
  memberId: number,
  branchId: number,
): Promise<MovedMember> {
  // Locked: an invoice issued meanwhile takes the branch before or after the move, not a mix.
  const member = await forUpdate(
    trx,
    trx.selectFrom('members').select(['name', 'home_branch_id']).where('id', '=', memberId),
  ).executeTakeFirst();
  if (!member) throw notFound(`Member ${memberId} not found.`);
  const to = await namedBranch(trx, branchId);
  if (to.id === member.home_branch_id)
    throw conflict(`${member.name} is already a member of ${to.name}.`);
  const from = await trx
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('id', '=', member.home_branch_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('members')
    .set({ home_branch_id: to.id, updated_at: new Date().toISOString() })
    .where('id', '=', memberId)
    .execute();
  await recordActivity(trx, actor, {
    action: 'member.moved',
    label: member.name,
    subjectId: memberId,
    memberId,
    data: {
      from_branch_id: from.id,
      from_branch: from.name,
      to_branch_id: to.id,
      to_branch: to.name,
    },
  });
  return {
    message: `${member.name} moved to ${to.name}.`,
    member_id: memberId,
    home_branch_id: to.id,
  };
}
