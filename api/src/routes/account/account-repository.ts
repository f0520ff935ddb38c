import type { Db } from '../../db/database';
import { forUpdate, transaction } from '../../db/transaction';
import {
  accountName,
  changesBetween,
  recordActivity,
  recordChanges,
  type Actor,
} from '../../domain/activity';
import { endSessions } from '../../domain/sessions';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AdminProfile } from '../../schemas';

/** The signed-in admin's own record: details and password. */
export function accountRepository(db: Db) {
  const passwordHashOf = async (adminId: number) =>
    (
      await db
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', adminId)
        .executeTakeFirst()
    )?.password_hash;

  async function profile(adminId: number): Promise<AdminProfile> {
    const row = await db
      .selectFrom('admins')
      .select(['full_name', 'email', 'phone'])
      .where('id', '=', adminId)
      .executeTakeFirst();
    if (!row) throw notFound('Admin not found');
    return row;
  }

  return {
    profile,

    async updateProfile(
      actor: Actor,
      adminId: number,
      details: AdminProfile,
    ): Promise<AdminProfile> {
      // `transaction`: the write follows a locked read, which SQLite refuses when stale (forUpdate).
      await transaction(db, async (trx) => {
        const before = await forUpdate(
          trx,
          trx
            .selectFrom('admins')
            .select(['username', 'full_name', 'email', 'phone'])
            .where('id', '=', adminId),
        ).executeTakeFirst();
        if (!before) throw notFound('Admin not found');
        await trx.updateTable('admins').set(details).where('id', '=', adminId).execute();
        await recordChanges(
          trx,
          actor,
          {
            action: 'profile.edited',
            label: accountName(details.full_name, before.username),
            subjectId: adminId,
          },
          changesBetween(before, details, ['full_name', 'email', 'phone']),
        );
      });
      return profile(adminId);
    },

    /** Whether `password` is the admin's current one (the same scrypt check login makes). */
    async passwordMatches(
      adminId: number,
      password: string,
    ): Promise<{ matches: boolean; hash: string }> {
      const hash = await passwordHashOf(adminId);
      if (hash === undefined) throw notFound('Admin not found');
      return { matches: await verifyPassword(password, hash), hash };
    },

    /**
     * Sets the new password and ends every other session of the admin (also one a login racing
     * this writes later: domain/sessions.ts), in one transaction. `oldHash`
     * is the hash the current password was checked against: if another request changed the password
     * meanwhile, nothing is written.
     */
    async changePassword(
      actor: Actor,
      adminId: number,
      oldHash: string,
      newPassword: string,
      keepSessionHash: string | undefined,
    ) {
      const newHash = await hashPassword(newPassword);
      await transaction(db, async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('admins')
          .set({ password_hash: newHash })
          .where('id', '=', adminId)
          .where('password_hash', '=', oldHash)
          .executeTakeFirstOrThrow();
        if (numUpdatedRows === 0n)
          throw conflict('The password was changed meanwhile. Please try again.');
        await endSessions(trx, adminId, keepSessionHash);
        await recordActivity(trx, actor, {
          action: 'password.changed',
          label: actor.name,
          subjectId: adminId,
        });
      });
    },

    /**
     * Replaces a temporary password with the account's own choice, which must differ from it, and
     * ends the account's other sessions, in one transaction.
     */
    async replaceTemporaryPassword(
      actor: Actor,
      adminId: number,
      newPassword: string,
      keepSessionHash: string | undefined,
    ) {
      const temporaryHash = await passwordHashOf(adminId);
      if (temporaryHash === undefined) throw notFound('Admin not found');
      if (await verifyPassword(newPassword, temporaryHash))
        throw badRequest('Please choose a password other than the temporary one.');
      const newHash = await hashPassword(newPassword);
      await transaction(db, async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('admins')
          .set({ password_hash: newHash, must_choose_password: 0 })
          .where('id', '=', adminId)
          .where('password_hash', '=', temporaryHash)
          .where('must_choose_password', '=', 1)
          .executeTakeFirstOrThrow();
        if (numUpdatedRows === 0n)
          throw conflict('The password was changed meanwhile. Please sign in again.');
        await endSessions(trx, adminId, keepSessionHash);
        await recordActivity(trx, actor, {
          action: 'password.chosen',
          label: actor.name,
          subjectId: adminId,
        });
      });
    },
  };
}
