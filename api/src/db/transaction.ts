import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { forDialect } from './dialect';
import type { Database } from './schema';
import { isConnectionLost, isTransient, isUniqueViolation } from './errors';

/** How many times a write that lost a race is tried before its error is answered (as a 500). */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * The key of the advisory lock every write transaction takes first on PostgreSQL: exclusively for
 * a write to the whole chain, shared for a write at one branch (`takeTurn`).
 */
export const WRITES_LOCK = 7_301_946;

/** The class of the advisory locks (key pairs: this, a branch's id) a write at one branch holds too. */
export const BRANCH_WRITES = 7_301_947;

/**
 * The branch a request's writes act at, set around the handler of a route declared `scope:
 * 'branch'` when the request acts at one branch (plugins/branch-scope.ts); none (or null): the
 * whole chain.
 */
export const writesAt = new AsyncLocalStorage<number | null>();

/** The branches each open write transaction at one branch holds the turn of, its own first. */
const heldBranches = new WeakMap<object, number[]>();

/**
 * Makes this transaction take its turn, on PostgreSQL: writes at one branch take turns with the
 * writes at that branch and run beside those of other branches; a write to the whole chain (its
 * plans, team, settings, a restore, anything not declared as one branch's) waits for every write
 * and is waited for by all (docs/postgres.md, "Writes take turns per branch"). SQLite has one
 * writer at a time whatever this says.
 *
 * Before any turn, writes took the trigger-kept counter rows (member_counts, dues_counts,
 * activity_counts, …) each in an order of its own, and a burst of writes deadlocked among three of
 * them often enough that a payment, rerun four times, still failed. Every counter row is keyed by
 * a branch (activity's by the branch its write acted at), so writes that share counter rows share
 * a turn. A write that reaches another branch's rows besides (a visit at another branch planning
 * its member's reminders) waits for their row locks, and a deadlock there is broken by PostgreSQL
 * and the write run again (`transaction`).
 */
const takeTurn = <DB>(trx: Transaction<DB>, branch: number | null) =>
  forDialect(trx, {
    sqlite: async () => {},
    postgres: async () => {
      await (
        branch === null
          ? sql`SELECT pg_advisory_xact_lock(${WRITES_LOCK}::bigint)`
          : sql`SELECT pg_advisory_xact_lock_shared(${WRITES_LOCK}::bigint),
            pg_advisory_xact_lock(${BRANCH_WRITES}::integer, ${branch}::integer)`
      ).execute(trx);
    },
  })();

/**
 * Takes branch `id`'s turn too, for a write at one branch that writes another's rows (a member
 * moved there, or given a home there): nothing for a write to the whole chain, which holds every
 * turn, or one that holds it already, or outside a write transaction.
 */
export async function alsoAtBranch(trx: Kysely<Database>, id: number) {
  const held = heldBranches.get(trx);
  if (!held || held.includes(id)) return;
  held.push(id);
  await forDialect(trx, {
    sqlite: async () => {},
    postgres: async () => {
      await sql`SELECT pg_advisory_xact_lock(${BRANCH_WRITES}::integer, ${id}::integer)`.execute(
        trx,
      );
    },
  })();
}

/** The branch write transaction `trx` acts at, as the trail records it: null for the whole chain. */
export const branchOfWrite = (trx: Kysely<Database>) => heldBranches.get(trx)?.[0] ?? null;

/**
 * What a request asks of the write transactions it runs, set around its handler: `first` runs in
 * each one right after its turn is taken, before the work, until one has committed (then
 * `committed` is called). The idempotency key of a write that takes money is claimed so
 * (plugins/idempotency.ts), in the same transaction as what the request writes.
 */
export interface RequestWrites {
  first(trx: Transaction<Database>): Promise<void>;
  committed(): void;
}
export const requestWrites = new AsyncLocalStorage<RequestWrites>();

type LastWork = (trx: Transaction<Database>) => Promise<void>;
const lastWorkOf = new WeakMap<object, LastWork>();

/**
 * Gives every write transaction of `db` a last piece of work, run after its own and before it
 * commits: the reminders' planning of the members it marked (plugins/plan-reminders.ts). It holds
 * its turn once rather than taking it again after, so a desk write waits for one turn.
 */
export function beforeEveryCommit(db: Kysely<Database>, last: LastWork) {
  lastWorkOf.set(db, last);
}

/**
 * Runs `work` in one transaction, in its turn (`takeTurn`): the turn of the branch the request
 * acts at (`writesAt`), else, or with `wholeChain`, the whole chain's. Runs the whole of it again
 * when it lost a race rather than failing the request: on SQLite a snapshot gone
 * stale under another process's write, on PostgreSQL a deadlock with a transaction opened
 * elsewhere. A unique index refusing a row is retried too: another writer committed it after this
 * one's checks read, and on the next run those checks see it and answer properly (a 409 for a plan
 * name already taken).
 *
 * A connection lost (PostgreSQL restarting or failing over) before COMMIT was sent cannot have
 * written anything, so the work runs once more, on another connection. Lost while committing, the
 * outcome is unknown: the write may be in the database, and running it again could write it twice,
 * so the error is answered (503, plugins/errors.ts) for the user to look and try again. Kysely
 * sends COMMIT once `work` has resolved, and answers a failed ROLLBACK's error in place of the
 * work's; which of the two steps failed is therefore told by whether `work` had finished.
 * `work` must only touch the database: it may run more than once.
 */
export async function transaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  options: { wholeChain?: boolean } = {},
): Promise<T> {
  const branch = options.wholeChain ? null : (writesAt.getStore() ?? null);
  let reconnected = false;
  const request = requestWrites.getStore();
  const last = lastWorkOf.get(db);
  for (let attempt = 1; ; attempt += 1) {
    let committing = false;
    try {
      const result = await db.transaction().execute(async (trx) => {
        await takeTurn(trx, branch);
        if (branch !== null) heldBranches.set(trx, [branch]);
        await request?.first(trx as unknown as Transaction<Database>);
        const result = await work(trx);
        await last?.(trx as unknown as Transaction<Database>);
        committing = true;
        return result;
      });
      request?.committed();
      return result;
    } catch (error) {
      if (isConnectionLost(error)) {
        if (committing || reconnected) throw error;
        reconnected = true;
      } else if (
        attempt >= TRANSACTION_ATTEMPTS ||
        !(isTransient(error) || isUniqueViolation(error))
      )
        throw error;
    }
  }
}

/**
 * `query`, locking the rows it reads until the transaction ends, for a write computed from them
 * (a payment added to what was paid). On PostgreSQL another instance may change them between the
 * read and the write, so they are read FOR UPDATE (`of`: only that table's rows of a join). SQLite
 * has one writer at a time and no such clause: a write from a stale read fails there instead
 * (SQLITE_BUSY_SNAPSHOT), and `transaction` runs the work again.
 */
export const forUpdate = <DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  of?: Parameters<SelectQueryBuilder<DB, TB, O>['forUpdate']>[0],
) => forDialect(db, { sqlite: () => query, postgres: () => query.forUpdate(of) })();

/**
 * `query`, keeping the rows it reads from being deleted until the transaction ends, for a write
 * that will point at them (a member put on a plan): on PostgreSQL, read FOR KEY SHARE, the lock
 * the foreign key would take anyway, but before the checks that read them. A delete that got there
 * first is then waited for and the row found gone (the route's 400), instead of the foreign key
 * failing at the write (a 500). Unlike `forUpdate` it leaves the rows free to
 * be read and locked so by other writers. SQLite has one writer at a time: nothing to add.
 */
export const forKeyShare = <DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
) => forDialect(db, { sqlite: () => query, postgres: () => query.forKeyShare() })();
