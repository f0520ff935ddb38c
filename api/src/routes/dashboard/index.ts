import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSummary, NotificationList } from '../../schemas';
import { today } from '../../domain/dates';
import { can } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import { dashboardSummary } from './dashboard-repository';
import { notifications } from './notifications-repository';

/** docs/product/dashboard.md §15: the dashboard's figures and the bell's list, both for the gym's day. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard/summary',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'signed-in' },
      schema: { response: { 200: DashboardSummary } },
    },
    (request) =>
      dashboardSummary(app.db, today(), {
        reminders: can(request, 'payments.record'),
        scope: scopeOf(request),
      }),
  );

  app.get(
    '/dashboard/notifications',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'signed-in' },
      schema: { response: { 200: NotificationList } },
    },
    (request) =>
      notifications(app.db, today(), {
        dues: can(request, 'money.view'),
        scope: scopeOf(request),
      }),
  );
};

export default fp(dashboardRoutes, { name: 'dashboard-routes', encapsulate: true });
