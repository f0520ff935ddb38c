import type { Db } from '../../db/database';
import { sameIgnoringCase } from '../../db/sql-functions';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { OWNER_ROLE_ID } from '../../schemas/permissions';

// Checked against when the username is unknown, so a wrong username costs as long as a wrong password.
const DUMMY_HASH = hashPassword('not-a-real-password');

export function adminsRepository(db: Db) {
  return {
    /** Creates the first admin (an Owner) from configuration unless that username already exists. */
    async ensure(username: string, password: string): Promise<boolean> {
      const existing = await db
        .selectFrom('admins')
        .select('id')
        .where(sameIgnoringCase('username', username))
        .executeTakeFirst();
      if (existing) return false;
      const passwordHash = await hashPassword(password);
      // Instances starting together on one PostgreSQL database all get here: the unique index on
      // lower(username) lets one insert win, and the others do nothing instead of failing.
      const [result] = await db.transaction().execute((trx) =>
        trx
          .insertInto('admins')
          .values({
            username,
            password_hash: passwordHash,
            created_at: new Date().toISOString(),
            role_id: OWNER_ROLE_ID,
          })
          .onConflict((oc) => oc.doNothing())
          .execute(),
      );
      return Number(result?.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async authenticate(username: string, password: string) {
      const admin = await db
        .selectFrom('admins')
        .select(['id', 'username', 'password_hash', 'disabled_at'])
        .where(sameIgnoringCase('username', username))
        .executeTakeFirst();
      const ok = await verifyPassword(password, admin?.password_hash ?? (await DUMMY_HASH));
      return admin && ok
        ? { id: admin.id, username: admin.username, disabled: admin.disabled_at !== null }
        : null;
    },
  };
}
