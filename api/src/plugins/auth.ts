import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { unauthorized } from '../lib/http-errors';

export const SESSION_COOKIE = 'spotter_session';

export interface SessionAdmin {
  id: number;
  username: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes marked public skip the session check (only login is). */
    public?: boolean;
  }
  interface FastifyRequest {
    admin: SessionAdmin | null;
  }
  interface FastifyInstance {
    db: Db;
    sessions: Sessions;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored form of the session the request came with (to keep it while ending the others). */
export const sessionTokenHash = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : undefined;
};

export interface Sessions {
  start(reply: FastifyReply, adminId: number): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface AuthOptions {
  sessionDays: number;
  cookieSecure: boolean;
}

/** Database-backed sessions: the cookie holds a random token, the table only its hash. */
export default fp<AuthOptions>(async function auth(app: FastifyInstance, options) {
  const maxAgeSeconds = options.sessionDays * 24 * 60 * 60;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.cookieSecure,
  };

  app.decorateRequest('admin', null);

  app.decorate('sessions', {
    async start(reply, adminId) {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const expires = new Date(now.getTime() + maxAgeSeconds * 1000);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
        await trx
          .insertInto('sessions')
          .values({
            token_hash: hashToken(token),
            admin_id: adminId,
            created_at: now.toISOString(),
            expires_at: expires.toISOString(),
          })
          .execute();
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: maxAgeSeconds });
    },
    async end(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await app.db
          .transaction()
          .execute((trx) =>
            trx.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute(),
          );
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  } satisfies Sessions);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthorized();
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('admins', 'admins.id', 'sessions.admin_id')
      .select(['admins.id', 'admins.username'])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    if (!row) throw unauthorized('Your session has expired. Please log in again.');
    request.admin = row;
  });
});
