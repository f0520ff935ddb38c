import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { today } from '../../domain/dates';
import { pageRequest } from '../../lib/list-query';
import { can } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import {
  ContactList,
  IdParams,
  LogOutcomeBody,
  OutcomeLogged,
  ReminderCounts,
  ReminderPage,
  ReminderQuery,
} from '../../schemas';
import { contactsOf } from './contacts';
import { logOutcome } from './outcome';
import { reminderQueue } from './queue-repository';
import reminderSettingsAndEmailRoutes, { type ReminderRoutesOptions } from './settings-and-email';

/**
 * Reminders (docs/product/reminders.md §25): the queue's tabs, their counts, an outcome logged against a
 * task, a member's contacts; and the settings and Send by e-mail (settings-and-email.ts).
 */
const reminderRoutes: FastifyPluginAsyncTypebox<ReminderRoutesOptions> = async (app, options) => {
  const queue = reminderQueue(app.db, options.defaultGymName);

  app.get(
    '/reminders',
    {
      config: {
        example: { queries: ['', '?tab=upcoming', '?tab=done&page=2&page_size=5&q=verma'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.record',
      },
      schema: { querystring: ReminderQuery, response: { 200: ReminderPage } },
    },
    (request) => {
      const { tab = 'due', ...query } = request.query;
      return queue.page(
        tab,
        pageRequest(query) ?? pageRequest({ page: 1 })!,
        today(),
        scopeOf(request),
      );
    },
  );

  app.get(
    '/reminders/counts',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'payments.record' },
      schema: { response: { 200: ReminderCounts } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await queue.counts(today(), scopeOf(request))),
    }),
  );

  app.post(
    '/reminders/:id/outcome',
    {
      config: {
        example: {
          queries: ['?branch=all'],
          json: { channel: 'call', outcome: 'reached', note: 'Walked' },
        },
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.record',
        // A member's task; an enquiry's follow-up (docs/product/enquiries.md §17).
        records: ['member.contacted', 'enquiry.contacted'],
      },
      schema: { params: IdParams, body: LogOutcomeBody, response: { 200: OutcomeLogged } },
    },
    (request) =>
      logOutcome(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        today(),
        scopeOf(request),
      ),
  );

  app.get(
    '/members/:id/contacts',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'members.view',
        readsById: 'member',
      },
      schema: { params: IdParams, response: { 200: ContactList } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await contactsOf(app.db, request.params.id, {
        money: can(request, 'money.view'),
        scope: scopeOf(request),
      }),
    }),
  );

  // After the queue's: the every-route walk logs an outcome on a task before e-mailing the rest.
  await app.register(reminderSettingsAndEmailRoutes, options);
};

export default fp(reminderRoutes, { name: 'reminder-routes', encapsulate: true });
