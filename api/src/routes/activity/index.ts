import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { addDays, dayStart, today } from '../../domain/dates';
import { badRequest, notFound } from '../../lib/http-errors';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-query';
import { can } from '../../plugins/auth';
import {
  ActivityFilters,
  ActivityPage,
  ActivityPeople,
  ActivityQuery,
  HistoryQuery,
  IdParams,
} from '../../schemas';
import { memberHomeBranch } from '../../domain/trash/members';
import { activityCsv } from './activity-csv';
import { activityRepository } from './activity-repository';
import type { ActivityWindow } from './activity-totals';
import { scopeOf } from '../../plugins/branch-scope';
import { covers } from '../../domain/branch-scope';

/**
 * The filters as the trail reads them: `from` and `to` are the gym's days, both included, so the
 * window runs from the start of `from` to the start of the day after `to`. Days out of order are
 * the client's mistake (400), as in the invoice history.
 */
function windowOf(
  { admin_id, kind, from, to }: ActivityFilters,
  request: FastifyRequest,
): ActivityWindow {
  if (from && to && from > to) throw badRequest('From must be on or before To.');
  // The whole chain's trail for an account at every branch, whatever it has chosen.
  const { allowed } = scopeOf(request);
  return {
    adminId: admin_id,
    kind,
    since: from && dayStart(from),
    before: to && dayStart(addDays(to, 1)),
    ...(allowed === null ? {} : { branches: allowed }),
  };
}

/** The activity trail (docs/product/activity.md §23): the Activity screen, its CSV, a member's History. */
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const trail = activityRepository(app.db);

  app.get(
    '/activity',
    {
      config: {
        example: {
          queries: [
            '',
            '?admin_id=1&kind=members&from=2020-01-01&to=2100-12-31&page=2&page_size=5',
          ],
        },
        audience: 'staff',
        scope: 'branch',
        permission: 'activity.view',
      },
      schema: { querystring: ActivityQuery, response: { 200: ActivityPage } },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      return trail.page(
        windowOf(filters, request),
        page ?? 1,
        page_size ?? DEFAULT_PAGE_SIZE,
        can(request, 'money.view'),
      );
    },
  );

  app.get(
    '/activity/people',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'activity.view' },
      schema: { response: { 200: ActivityPeople } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await trail.people(scopeOf(request).allowed),
    }),
  );

  app.get(
    '/activity/download',
    {
      config: {
        example: { queries: ['', '?kind=payments&from=2020-01-01'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'activity.view',
      },
      schema: { querystring: ActivityFilters },
    },
    async (request, reply) => {
      const csv = activityCsv(
        trail.all(windowOf(request.query, request), can(request, 'money.view')),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename=activity-${today()}.csv`)
        .send(csv);
    },
  );

  // A deleted member's records outlive them: an id with no records is an empty page, not a 404.
  // A member of a branch the request does not cover, live or deleted, is not found
  // (docs/product/branches.md §26); so is one removed for good, whose branch nothing tells, for an
  // account limited to some.
  app.get(
    '/members/history/:id',
    {
      config: {
        example: { queries: ['', '?page=1&page_size=100'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.view',
        readsById: 'member',
      },
      schema: { params: IdParams, querystring: HistoryQuery, response: { 200: ActivityPage } },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { id } = request.params;
      const scope = scopeOf(request);
      if (scope.ids !== null) {
        const home = await memberHomeBranch(app.db, id);
        if (home === undefined ? scope.allowed !== null : !covers(scope, home))
          throw notFound(`Member ${id} not found.`);
      }
      return trail.history(
        request.params.id,
        page ?? 1,
        page_size ?? DEFAULT_PAGE_SIZE,
        can(request, 'money.view'),
      );
    },
  );
};

export default fp(activityRoutes, { name: 'activity-routes', encapsulate: true });
