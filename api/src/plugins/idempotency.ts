import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Selectable, Transaction } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../db/schema';
import { requestWrites, transaction, writesAt } from '../db/transaction';
import { badRequest, conflict, HttpError } from '../lib/http-errors';

/**
 * Writes that take money honour an `Idempotency-Key` header (docs/product/billing.md §20): a screen that
 * gave up waiting (its 15 s) while the write went on sends the same request again with the same
 * key, and is answered what the first one was, written once. The key is claimed in the write's
 * own transaction, right after its turn (db/transaction.ts `requestWrites`), so two
 * requests with one key, on one instance or several, cannot both write; the answer is kept once
 * sent. Keys belong to the account that sent them and are kept 24 hours.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes money: it honours an Idempotency-Key (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  otherRequest:
    'This Idempotency-Key was sent before with another request. A new request needs a new key.',
  inFlight: 'This request was sent before and is still being saved. Reload to see where it stands.',
} as const;

const VISIBLE = /^[\x21-\x7e]{1,255}$/;
const HOUR_MS = 3_600_000;

type KeyRow = Selectable<IdempotencyKeysTable>;

/** Another request with this key got there first: answered from its row. */
class KeyTaken extends Error {
  constructor(readonly row: KeyRow) {
    super('idempotency key taken');
  }
}

/** The request's key, or null without one; refused unless 1–255 visible ASCII characters. */
function keyOf(request: FastifyRequest): string | null {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !VISIBLE.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
  return key;
}

/** What makes two requests the same one: method, URL (with its query) and body. */
const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');

/** The first request's answer again, or why not. */
function answerAgain(reply: FastifyReply, row: KeyRow, hash: string) {
  if (row.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest);
  if (row.status === null || row.answer === null) throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
  return reply
    .code(row.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(row.answer);
}

export default fp(async (app) => {
  const since = (now: number) => new Date(now - IDEMPOTENCY_HOURS * HOUR_MS).toISOString();
  const earlier = (db: Transaction<Database> | typeof app.db, adminId: number, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('admin_id', '=', adminId)
      .where('key', '=', key)
      .where('created_at', '>=', since(Date.now()))
      .executeTakeFirst();

  /** Claims the key in the write's transaction: refused (KeyTaken) when another request has it. */
  const claim = async (trx: Transaction<Database>, adminId: number, key: string, hash: string) => {
    const now = Date.now();
    const taken = await earlier(trx, adminId, key);
    if (taken) throw new KeyTaken(taken);
    await trx.deleteFrom('idempotency_keys').where('created_at', '<', since(now)).execute();
    await trx
      .insertInto('idempotency_keys')
      .values({
        admin_id: adminId,
        key,
        request_hash: hash,
        status: null,
        answer: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
  };

  /** Each request's claimed key, and the branch its write acted at (its answer is kept there). */
  const claimed = new WeakMap<
    FastifyRequest,
    { key: string; adminId: number; branch: number | null }
  >();

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (request, reply) {
      const key = keyOf(request);
      const adminId = request.admin?.id;
      if (key === null || adminId === undefined) return handler.call(this, request, reply);
      const hash = hashOf(request);
      const first = await earlier(app.db, adminId, key);
      if (first) return answerAgain(reply, first, hash);
      let done = false;
      try {
        return await requestWrites.run(
          {
            first: async (trx) => {
              if (!done) await claim(trx, adminId, key, hash);
            },
            committed: () => {
              if (done) return;
              done = true;
              claimed.set(request, { key, adminId, branch: writesAt.getStore() ?? null });
            },
          },
          () => handler.call(this, request, reply),
        );
      } catch (error) {
        if (error instanceof KeyTaken) return answerAgain(reply, error.row, hash);
        throw error;
      }
    } as typeof route.handler;
  });

  // The answer as sent (after the fields the role may not see were left out), kept for a repeat.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const owner = claimed.get(request);
    if (!owner) return payload;
    claimed.delete(request);
    // In the write's own branch's turn, not the whole chain's: the other branches go on meanwhile.
    await writesAt.run(owner.branch, () =>
      transaction(app.db, (trx) =>
        trx
          .updateTable('idempotency_keys')
          .set({ status: reply.statusCode, answer: JSON.stringify(payload) })
          .where('admin_id', '=', owner.adminId)
          .where('key', '=', owner.key)
          .execute(),
      ),
    );
    return payload;
  });
});
