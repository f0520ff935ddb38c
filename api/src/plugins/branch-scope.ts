import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { writesAt } from '../db/transaction';
import { EVERY_BRANCH, type BranchScope } from '../domain/branch-scope';
import { badRequest, notFound } from '../lib/http-errors';

/** The refusal of a query's `branch` that is neither a branch's id nor `all`. */
export const BRANCH_PARAMETER = 'branch must be a branch id or "all".';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers whatever branch is chosen (the list of branches the switcher offers). */
    anyBranch?: boolean;
  }
  interface FastifyRequest {
    branchScope: BranchScope;
  }
}

/** The branches a request's reads cover: see BranchScope. */
export const scopeOf = (request: FastifyRequest): BranchScope =>
  request.branchScope ?? EVERY_BRANCH;

function readChoice(value: unknown): number | 'all' | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'all') return 'all';
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) {
    const id = Number(value);
    if (Number.isSafeInteger(id) && id <= 2_147_483_647) return id;
  }
  throw badRequest(BRANCH_PARAMETER);
}

/**
 * The branch a request acts at (docs/product/branches.md §26). Every call may carry `branch=<id>` or
 * `branch=all` in its query string: the switcher's choice, added by the shared fetch client. This
 * plugin reads it before the route's own schema sees the query (so no route declares it) and
 * leaves on the request the branches its reads cover and the one its writes act at, never beyond
 * the branches the signed-in account works at (migration 032).
 *
 * A route declared `scope: 'branch'` that acts at one branch writes in that branch's turn
 * (`writesAt`, db/transaction.ts): beside the writes of other branches on PostgreSQL.
 */
export default fp(async function branchScope(app: FastifyInstance) {
  app.decorateRequest('branchScope', null as unknown as BranchScope);

  app.addHook('onRoute', (route) => {
    if (route.config?.scope !== 'branch') return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      return writesAt.run(scopeOf(request).active, () => handler.call(this, request, reply));
    } as typeof route.handler;
  });

  app.addHook('preValidation', async (request) => {
    // An account limited to some branches covers only those, whatever it sends.
    const allowed = request.admin?.branches ?? null;
    const query = request.query as Record<string, unknown> | undefined;
    let raw: unknown;
    if (query && typeof query === 'object' && 'branch' in query) {
      raw = query.branch;
      delete query.branch;
    }
    const choice = request.routeOptions.config?.anyBranch
      ? 'all'
      : readChoice(Array.isArray(raw) ? raw[0] : raw);
    if (choice === 'all' || !request.admin) {
      request.branchScope =
        allowed === null
          ? EVERY_BRANCH
          : { ids: allowed, active: allowed.length === 1 ? allowed[0]! : null, allowed };
      return;
    }
    if (choice === undefined) {
      // No choice sent (the screens send none until the tab chooses): the first branch the account
      // works at, so that a page and its preloaded reads agree; a gym of one branch, every branch.
      const branches = allowed ?? request.admin.firstBranches;
      const first = branches[0];
      request.branchScope =
        allowed === null && branches.length < 2
          ? EVERY_BRANCH
          : first === undefined
            ? { ids: allowed, active: null, allowed }
            : { ids: [first], active: first, allowed };
      return;
    }
    // Another branch than the account's is answered as one that does not exist. One of the
    // account's exists, with no read: a branch an account works at cannot be deleted (the
    // reference of admin_branches, migration 032).
    const exists =
      allowed === null
        ? (await app.db
            .selectFrom('branches')
            .select('id')
            .where('id', '=', choice)
            .executeTakeFirst()) !== undefined
        : allowed.includes(choice);
    if (!exists) throw notFound(`Branch ${choice} not found.`);
    request.branchScope = { ids: [choice], active: choice, allowed };
  });
});
