import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { forDialect } from '../db/dialect';
import { transaction } from '../db/transaction';
import { actorOf, recordActivity } from '../domain/activity';
import { accountPermissions, rolePermissions } from '../domain/roles';
import type { SessionAdmin } from '../domain/sessions';
import { HttpError, unauthorized } from '../lib/http-errors';
import { MONEY_FIELDS, REVENUE_FIELDS, type Permission } from '../schemas/permissions';
import { leaveOut } from '../lib/leave-out';

export const SESSION_COOKIE = 'spotter_session';

/**
 * What a route needs (docs/product/team-and-roles.md §22): a permission, or only a signed-in account
 * ('signed-in': the dashboard, search, one's own settings), or nothing at all ('public': login).
 */
export type Access = Permission | 'signed-in' | 'public';

export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const CHOOSE_PASSWORD_FIRST = 'Please choose a new password first.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers an account that must still replace its temporary password (who am I, sign out, choose it). */
    beforeNewPassword?: boolean;
    /**
     * Answers the published contract (the API reference), the same for every account: its
     * schemas name the money fields, and nothing is left out of it.
     */
    publishesContract?: boolean;
  }
  interface FastifyRequest {
    admin: SessionAdmin | null;
  }
  interface FastifyInstance {
    db: Db;
    sessions: Sessions;
  }
}

/** Whether the request's account holds `permission`. */
export const can = (request: FastifyRequest, permission: Permission) =>
  request.admin?.permissions.has(permission) ?? false;

/** The signed-in account (routes other than login run only with one). */
export const adminOf = (request: FastifyRequest): SessionAdmin => {
  if (!request.admin) throw unauthorized();
  return request.admin;
};

/** Ids listed as `1,2,3` (an aggregate's text), as numbers; none for null. */
const idList = (text: string | null): number[] =>
  text === null || text === '' ? [] : text.split(',').map(Number);

/**
 * Read with the session, in the same query: the branches the account works at (used only when
 * it is limited to some) and the gym's first two branches (docs/product/branches.md §26), each
 * as ids in order joined by commas, so a request costs one read before its own.
 */
const branchLists = (db: Db) =>
  forDialect(db, {
    sqlite: {
      own: sql<string | null>`(SELECT group_concat(branch_id) FROM (SELECT branch_id
        FROM admin_branches WHERE admin_id = admins.id ORDER BY branch_id))`,
      first: sql<string | null>`(SELECT group_concat(id) FROM (SELECT id FROM branches
        ORDER BY id LIMIT 2))`,
    },
    postgres: {
      own: sql<string | null>`(SELECT string_agg(branch_id::text, ',' ORDER BY branch_id)
        FROM admin_branches WHERE admin_id = admins.id)`,
      first: sql<string | null>`(SELECT string_agg(id::text, ',' ORDER BY id)
        FROM (SELECT id FROM branches ORDER BY id LIMIT 2) AS first_two)`,
    },
  });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored form of the session the request came with (to keep it while ending the others). */
export const sessionTokenHash = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : undefined;
};

export interface Sessions {
  /**
   * Signs the account in (and records it) with the credentials version its login read with the
   * password hash it checked; false, and no session, when they have changed since.
   */
  start(
    reply: FastifyReply,
    account: { id: number; name: string },
    credentialsVersion: number,
  ): Promise<boolean>;
  /** Signs the request's session out (and records it, once however often it is asked). */
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
    async start(reply, account, credentialsVersion) {
      const adminId = account.id;
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const expires = new Date(now.getTime() + maxAgeSeconds * 1000);
      const started = await transaction(app.db, async (trx) => {
        // Only while the credentials are still those the login checked. On PostgreSQL this waits
        // for a change of them in progress (the row's lock), so either the change commits first
        // and nothing is written here, or this commits first and the change ends this session.
        const { numUpdatedRows } = await trx
          .updateTable('admins')
          .set({ last_sign_in_at: now.toISOString() })
          .where('id', '=', adminId)
          .where('credentials_version', '=', credentialsVersion)
          .executeTakeFirstOrThrow();
        if (numUpdatedRows === 0n) return false;
        await trx.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
        await trx
          .insertInto('sessions')
          .values({
            token_hash: hashToken(token),
            admin_id: adminId,
            created_at: now.toISOString(),
            expires_at: expires.toISOString(),
            credentials_version: credentialsVersion,
          })
          .execute();
        await recordActivity(trx, account, {
          action: 'signed_in',
          label: account.name,
          subjectId: adminId,
        });
        return true;
      });
      if (started)
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: maxAgeSeconds });
      return started;
    },
    async end(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await transaction(app.db, async (trx) => {
          const { numDeletedRows } = await trx
            .deleteFrom('sessions')
            .where('token_hash', '=', hashToken(token))
            .executeTakeFirstOrThrow();
          if (request.admin && numDeletedRows > 0n) {
            const actor = actorOf(request);
            await recordActivity(trx, actor, {
              action: 'signed_out',
              label: actor.name,
              subjectId: actor.id,
            });
          }
        });
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  } satisfies Sessions);

  // Every route declares its permission (plugins/route-declaration.ts refuses one that does not).
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.permission;
    if (access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthorized();
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('admins', 'admins.id', 'sessions.admin_id')
      .innerJoin('roles', 'roles.id', 'admins.role_id')
      .select([
        'admins.id',
        'admins.username',
        'admins.full_name',
        'admins.role_id',
        'admins.must_choose_password',
        'admins.all_branches',
        'roles.name as role',
        'roles.permissions',
        branchLists(app.db).own.as('own_branches'),
        branchLists(app.db).first.as('first_branches'),
      ])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.expires_at', '>', new Date().toISOString())
      .where('admins.disabled_at', 'is', null)
      // Bound to the credentials its login checked: a change, reset or disabling since ends it.
      .whereRef('sessions.credentials_version', '=', 'admins.credentials_version')
      .executeTakeFirst();
    if (!row) throw unauthorized('Your session has expired. Please log in again.');
    request.admin = {
      id: row.id,
      username: row.username,
      fullName: row.full_name,
      roleId: row.role_id,
      role: row.role,
      permissions: new Set(
        accountPermissions(rolePermissions(row.role_id, row.permissions), row.all_branches === 1),
      ),
      mustChoosePassword: row.must_choose_password === 1,
      branches: row.all_branches === 1 ? null : idList(row.own_branches),
      firstBranches: idList(row.first_branches),
    };
    // Unknown URLs (no route, so no declared access) answer their 404 to any signed-in account.
    if (request.admin.mustChoosePassword && !request.routeOptions.config?.beforeNewPassword)
      throw new HttpError(403, CHOOSE_PASSWORD_FIRST);
    if (access && access !== 'signed-in' && !request.admin.permissions.has(access))
      throw new HttpError(403, FORBIDDEN_MESSAGE);
  });

  // What a role may not see is left out of every answer, not only hidden by the screens.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const admin = request.admin;
    if (!admin || request.routeOptions.config?.publishesContract) return payload;
    const hidden = [
      ...(admin.permissions.has('money.view') ? [] : MONEY_FIELDS),
      ...(admin.permissions.has('revenue.view') ? [] : REVENUE_FIELDS),
    ];
    return hidden.length ? leaveOut(payload, new Set(hidden)) : payload;
  });
});
