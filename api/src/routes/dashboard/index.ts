import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSummary, NotificationList } from '../../schemas';
import { today } from '../../domain/dates';
import { dashboardSummary } from './dashboard-repository';
import { notifications } from './notifications-repository';

/** docs/product.md §15: the dashboard's figures and the bell's list, both for the gym's day. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard/summary', { schema: { response: { 200: DashboardSummary } } }, () =>
    dashboardSummary(app.db, today()),
  );

  app.get('/dashboard/notifications', { schema: { response: { 200: NotificationList } } }, () =>
    notifications(app.db, today()),
  );
};

export default dashboardRoutes;
