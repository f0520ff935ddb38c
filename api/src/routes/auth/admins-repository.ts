import type { Db } from '../../db/database';
import { sameIgnoringCase } from '../../db/sql-functions';
import { transaction } from '../../db/transaction';
import { accountName, recordActivity } from '../../domain/activity';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { OWNER_ROLE_ID } from '../../schemas/permissions';

// Checked against when the username is unknown, so a wrong username costs as long as a wrong password.
const DUMMY_HASH = hashPassword('not-a-real-password');

/** Why a sign-in was refused, as its record says (never what was typed as the password). */
export type RefusedBecause =
  'Unknown username' | 'Wrong password' | 'Account disabled' | 'Too many attempts';

/** An account signing in, as its records name it. */
export interface SigningIn {
  id: number;
  name: string;
}

/**
 * A sign-in's outcome: the account (none for an unknown username), why it is refused, if it is,
 * and the account's credentials version read with the password hash it was checked against.
 */
type Attempt =
  | { account: null; refused: 'Unknown username' }
  | {
      account: SigningIn;
      refused: 'Wrong password' | 'Account disabled' | null;
      credentialsVersion: number;
    };

export function adminsRepository(db: Db) {
  const named = (username: string) =>
    db
      .selectFrom('admins')
      .select([
        'id',
        'username',
        'full_name',
        'password_hash',
        'disabled_at',
        'credentials_version',
      ])
      .where(sameIgnoringCase('username', username))
      .executeTakeFirst();
  const signingIn = (admin: { id: number; full_name: string; username: string }) => ({
    id: admin.id,
    name: accountName(admin.full_name, admin.username),
  });

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

    /** The account `username` names, and whether `password` is its own (or why not). */
    async authenticate(username: string, password: string): Promise<Attempt> {
      const admin = await named(username);
      const ok = await verifyPassword(password, admin?.password_hash ?? (await DUMMY_HASH));
      if (!admin) return { account: null, refused: 'Unknown username' };
      const account = signingIn(admin);
      const credentialsVersion = admin.credentials_version;
      if (!ok) return { account, refused: 'Wrong password', credentialsVersion };
      const refused = admin.disabled_at === null ? null : 'Account disabled';
      return { account, refused, credentialsVersion };
    },

    /** The account `username` names, if one does. */
    async accountNamed(username: string): Promise<SigningIn | null> {
      const admin = await named(username);
      return admin ? signingIn(admin) : null;
    },

    /**
     * Records a refused sign-in, in a transaction of its own (the refusal writes nothing else):
     * under the account's name, or under the username tried when no account has it.
     */
    async refused(because: RefusedBecause, username: string, account: SigningIn | null) {
      const actor = account ?? { id: null, name: username };
      await transaction(db, (trx) =>
        recordActivity(trx, actor, {
          action: 'sign_in.refused',
          label: actor.name,
          subjectId: actor.id,
          reason: because,
        }),
      );
    },
  };
}
