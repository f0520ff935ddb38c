import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { pageRequest } from '../../lib/list-query';
import { scopeOf } from '../../plugins/branch-scope';
import { plansRepository } from './plans-repository';
import {
  Deleted,
  IdParams,
  Plan,
  PlanInput,
  PlanList,
  PlanQuery,
  PlanSaved,
  type PlanSort,
} from '../../schemas';
import { undoDelete } from '../undo/undo-delete';

/** docs/product/calls-and-messages.md §7 plan calls. Paths are the product's historical ones, hence the mixed prefixes. */
const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const plans = plansRepository(app.db);

  // No query: `{ status, plans }` (the original form); with page, page_size or q: `{ data, total }`.
  app.get(
    '/members/view_plans',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'plans.view' },
      schema: { querystring: PlanQuery, response: { 200: PlanList } },
    },
    async (request) => {
      const page = pageRequest<PlanSort>(request.query);
      const scope = scopeOf(request);
      return page
        ? plans.page(page, scope)
        : { status: 'success' as const, plans: await plans.list(scope) };
    },
  );

  app.post(
    '/members/add_plan',
    {
      config: {
        example: { json: { name: 'Example Plan', duration_days: 30, price: 1 } },
        audience: 'staff',
        scope: 'chain',
        permission: 'plans.edit',
        records: 'plan.added',
      },
      schema: { body: PlanInput, response: { 201: PlanSaved } },
    },
    async (request, reply) => {
      const plan = await plans.create(actorOf(request), request.body, scopeOf(request));
      return reply
        .code(201)
        .send({ status: 'success', message: `Plan added successfully! ID: ${plan.id}`, plan });
    },
  );

  app.get(
    '/members/edit_plan/:id',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'plans.view', readsById: 'plan' },
      schema: { params: IdParams, response: { 200: Plan } },
    },
    (request) => plans.get(request.params.id, scopeOf(request)),
  );

  app.post(
    '/members/edit_plan/:id',
    {
      config: {
        example: { json: { name: 'Example Plan Edited', duration_days: 7, price: 1 } },
        audience: 'staff',
        scope: 'chain',
        permission: 'plans.edit',
        records: 'plan.edited',
      },
      schema: { params: IdParams, body: PlanInput, response: { 200: PlanSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Plan updated successfully!',
      plan: await plans.update(actorOf(request), request.params.id, request.body, scopeOf(request)),
    }),
  );

  app.delete(
    '/plans/delete_plan/:id',
    {
      config: {
        example: { params: { id: '3' } },
        audience: 'staff',
        scope: 'chain',
        permission: 'plans.edit',
        records: 'plan.deleted',
        undo: undoDelete('plans'),
      },
      schema: { params: IdParams, response: { 200: Deleted } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Deleted successfully!',
      activity_id: await plans.remove(actorOf(request), request.params.id),
    }),
  );
};

export default fp(planRoutes, { name: 'plan-routes', encapsulate: true });
