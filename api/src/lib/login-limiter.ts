import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database';
import { forUpdate, transaction } from '../db/transaction';

export interface LoginLimits {
  /** Failed logins allowed per client address and account in a window: past them, refused. */
  perAccount: number;
  /**
   * Failed logins per client address in a window, whatever the account, past which each attempt
   * from it waits `addressDelayMs` before its password is checked: slowed, never refused, since
   * one address may be a whole gym's shared connection.
   */
  perAddress: number;
  addressDelayMs: number;
  windowMs: number;
}

/**
 * What is counted: failed logins, or wrong current passwords given to change the password. Each
 * has its own counts under the same limits, so a stolen session guessing the password cannot lock
 * the admin's login out, nor the other way round.
 */
export type LimitScope = 'login' | 'password';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The address's count has no limit: the largest the column holds on both databases. */
const MAX_COUNT = 2 ** 31 - 1;

/** Thrown inside the counting transaction to undo the counts already added: a limit is reached. */
class LimitReached extends Error {}

/**
 * Counts logins per (client address, account) and per client address, in the database (table
 * login_failures), so every API instance sees the same counts. An attempt is counted BEFORE its
 * password is checked, in one atomic step that refuses it once its account's limit at that address
 * is reached: of 40 attempts arriving at once, on one instance or several, at most the limit are
 * checked. Past the address's own limit an attempt is only slowed: an attacker behind a gym's
 * shared connection cannot lock the desk out of the accounts it is not guessing. A wrong password
 * leaves its count as a failure; the right one gives it back and clears that address's count for
 * that account, so an attacker elsewhere (or the admin's own earlier typo) cannot lock the right
 * password out. `now` is injectable for tests.
 */
export function loginLimiter(
  db: Db,
  scope: LimitScope,
  { perAccount, perAddress, addressDelayMs, windowMs }: LoginLimits,
  now = () => Date.now(),
) {
  // Hashed: the table holds neither addresses nor what people typed as a username.
  const keys = (address: string, username: string) => ({
    account: sha256(`${scope}\naccount\n${address}\n${username.toLowerCase()}`),
    address: sha256(`${scope}\naddress\n${address}`),
  });

  return {
    /**
     * Counts one attempt under both keys, or neither when its account at this address is at its
     * limit: the counts now in the window, or null when this attempt must be refused without
     * checking its password. Past the address's limit it answers only after `addressDelayMs`.
     */
    async attempt(
      address: string,
      username: string,
    ): Promise<{ account: number; address: number } | null> {
      const at = now();
      const instant = new Date(at).toISOString();
      const endsAt = new Date(at + windowMs).toISOString();
      const key = keys(address, username);
      let counts: { account: number; address: number };
      try {
        counts = await transaction(db, async (trx) => {
          // Ended windows go first: the table keeps only current ones, and a key whose window has
          // ended starts a new one below.
          await trx.deleteFrom('login_failures').where('ends_at', '<=', instant).execute();
          const count = async (of: string, limit = MAX_COUNT) => {
            const row = await trx
              .insertInto('login_failures')
              .values({ key: of, failures: 1, ends_at: endsAt })
              // Atomic on both databases: of instances counting at once, each adds its one only
              // while the count is under the limit (PostgreSQL re-reads the row under its lock).
              .onConflict((oc) =>
                oc
                  .column('key')
                  .doUpdateSet((eb) => ({ failures: eb('login_failures.failures', '+', 1) }))
                  .where('login_failures.failures', '<', limit),
              )
              .returning('failures')
              .executeTakeFirst();
            if (!row) throw new LimitReached();
            return row.failures;
          };
          return {
            account: await count(key.account, perAccount),
            address: await count(key.address),
          };
        });
      } catch (error) {
        if (error instanceof LimitReached) return null;
        throw error;
      }
      // Waited outside the transaction: a slowed attempt holds no lock.
      if (counts.address > perAddress) await sleep(addressDelayMs);
      return counts;
    },

    /**
     * The right password: this attempt no longer counts against the address, and this address's
     * failures for this account are forgiven.
     */
    async succeeded(address: string, username: string): Promise<void> {
      const key = keys(address, username);
      await transaction(db, async (trx) => {
        await trx.deleteFrom('login_failures').where('key', '=', key.account).execute();
        // Read under its lock, so instances giving back at once each take off their own one.
        const row = await forUpdate(
          trx,
          trx.selectFrom('login_failures').select('failures').where('key', '=', key.address),
        ).executeTakeFirst();
        if (!row) return;
        // A count is never 0 (the table's check): the last one goes with its row.
        if (row.failures <= 1)
          await trx.deleteFrom('login_failures').where('key', '=', key.address).execute();
        else
          await trx
            .updateTable('login_failures')
            .set({ failures: row.failures - 1 })
            .where('key', '=', key.address)
            .execute();
      });
    },
  };
}
