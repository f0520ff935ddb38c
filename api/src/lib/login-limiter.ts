import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

export interface LoginLimits {
  /** Failed logins allowed per client address and account in a window. */
  perAccount: number;
  /** Failed logins allowed per client address in a window, whatever the account. */
  perAddress: number;
  windowMs: number;
}

/**
 * What is counted: failed logins, or wrong current passwords given to change the password. Each
 * has its own counts under the same limits, so a stolen session guessing the password cannot lock
 * the admin's login out, nor the other way round.
 */
export type LimitScope = 'login' | 'password';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Counts failed logins per (client address, account) and per client address, in the database
 * (table login_failures), so every API instance sees the same counts. A success clears that
 * address's count for that account and never counts itself, so an attacker elsewhere (or the
 * admin's own earlier typo) cannot lock the right password out. `now` is injectable for tests.
 */
export function loginLimiter(
  db: Db,
  scope: LimitScope,
  { perAccount, perAddress, windowMs }: LoginLimits,
  now = () => Date.now(),
) {
  // Hashed: the table holds neither addresses nor what people typed as a username.
  const keys = (address: string, username: string) => ({
    account: sha256(`${scope}\naccount\n${address}\n${username.toLowerCase()}`),
    address: sha256(`${scope}\naddress\n${address}`),
  });

  return {
    /** True when this address may not try this account again yet. */
    async blocked(address: string, username: string): Promise<boolean> {
      const key = keys(address, username);
      const rows = await db
        .selectFrom('login_failures')
        .select(['key', 'failures'])
        .where('key', 'in', [key.account, key.address])
        .where('ends_at', '>', new Date(now()).toISOString())
        .execute();
      const failures = (of: string) => rows.find((row) => row.key === of)?.failures ?? 0;
      return failures(key.account) >= perAccount || failures(key.address) >= perAddress;
    },

    /** Counts one failure under both keys; answers the counts now in the window. */
    async failed(address: string, username: string): Promise<{ account: number; address: number }> {
      const at = now();
      const instant = new Date(at).toISOString();
      const endsAt = new Date(at + windowMs).toISOString();
      const key = keys(address, username);
      return db.transaction().execute(async (trx) => {
        // Ended windows go first: the table keeps only current ones, and a key whose window has
        // ended starts a new one below.
        await trx.deleteFrom('login_failures').where('ends_at', '<=', instant).execute();
        const count = async (of: string) =>
          (
            await trx
              .insertInto('login_failures')
              .values({ key: of, failures: 1, ends_at: endsAt })
              // Atomic on both databases: instances failing at once each add their one.
              .onConflict((oc) =>
                oc
                  .column('key')
                  .doUpdateSet((eb) => ({ failures: eb('login_failures.failures', '+', 1) })),
              )
              .returning('failures')
              .executeTakeFirstOrThrow()
          ).failures;
        return { account: await count(key.account), address: await count(key.address) };
      });
    },

    /** The right password: this address's failures for this account are forgiven. */
    async succeeded(address: string, username: string): Promise<void> {
      await db
        .transaction()
        .execute((trx) =>
          trx
            .deleteFrom('login_failures')
            .where('key', '=', keys(address, username).account)
            .execute(),
        );
    },
  };
}
