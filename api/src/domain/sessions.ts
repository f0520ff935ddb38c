import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Permission } from '../schemas/permissions';

/** The account a request came from, read afresh on every request: a role change applies at once. */
export interface SessionAdmin {
  id: number;
  username: string;
  fullName: string;
  roleId: number;
  role: string;
  /** What it may use: its role's, less those about the whole chain when limited (accountPermissions). */
  permissions: ReadonlySet<Permission>;
  /** Signed in with a temporary password: only routes marked `beforeNewPassword` answer. */
  mustChoosePassword: boolean;
  /** The branches the account works at, by id; null: every branch (docs/product/branches.md §26). */
  branches: readonly number[] | null;
  /** The gym's first two branches, by id (one: a gym of one branch), read with the session. */
  firstBranches: readonly number[];
}

/**
 * Ends every session of the account, in the caller's transaction (a password change, a reset, a
 * disabling): also the one a login that checked the old credentials writes after this commits,
 * because the account's credentials version moves on and a session counts only with the version
 * its login read (plugins/auth.ts). `keepSessionHash`: the session making the change, which goes
 * on under the new version.
 */
export async function endSessions(
  trx: Transaction<Database>,
  adminId: number,
  keepSessionHash?: string,
): Promise<void> {
  const { credentials_version: version } = await trx
    .updateTable('admins')
    .set((eb) => ({ credentials_version: eb('credentials_version', '+', 1) }))
    .where('id', '=', adminId)
    .returning('credentials_version')
    .executeTakeFirstOrThrow();
  let others = trx.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (keepSessionHash) {
    await trx
      .updateTable('sessions')
      .set({ credentials_version: version })
      .where('token_hash', '=', keepSessionHash)
      .where('admin_id', '=', adminId)
      .execute();
    others = others.where('token_hash', '!=', keepSessionHash);
  }
  await others.execute();
}
