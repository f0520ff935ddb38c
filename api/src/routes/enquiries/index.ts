import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { pageRequest } from '../../lib/list-query';
import { enquiriesRepository } from './enquiries-repository';
import { toEnquiryValues } from './enquiry-input';
import { scopeOf } from '../../plugins/branch-scope';
import {
  Deleted,
  Enquiry,
  EnquiryInput,
  EnquiryList,
  EnquirySaved,
  EnquiryQuery,
  IdParams,
  type EnquirySort,
} from '../../schemas';
import { undoDelete } from '../undo/undo-delete';

/** The enquiry the examples of add and edit send (config.example). */
const EXAMPLE_ENQUIRY = {
  phone: '+919811122233',
  plan_id: null,
  note: 'Asked about mornings',
  enquiry_date: '2026-03-04',
  status: 'New',
};

/** docs/product/enquiries.md §17: prospects who asked about joining; converting one is `add_member` with `enquiry_id`. */
const enquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const enquiries = enquiriesRepository(app.db);

  // No query: `{ status, enquiries }`; with page, page_size or q: `{ data, total }`.
  app.get(
    '/enquiries/view_enquiries',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'enquiries.manage' },
      schema: { querystring: EnquiryQuery, response: { 200: EnquiryList } },
    },
    async (request) => {
      const page = pageRequest<EnquirySort>(request.query);
      const scope = scopeOf(request);
      return page
        ? enquiries.page(page, scope)
        : { status: 'success' as const, enquiries: await enquiries.list(scope) };
    },
  );

  app.get(
    '/enquiries/:id',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'enquiries.manage',
        readsById: 'enquiry',
      },
      schema: { params: IdParams, response: { 200: Enquiry } },
    },
    (request) => enquiries.get(request.params.id, scopeOf(request)),
  );

  app.post(
    '/enquiries/add_enquiry',
    {
      config: {
        example: { queries: ['?branch=1'], json: { ...EXAMPLE_ENQUIRY, name: 'Example Enquirer' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'enquiries.manage',
        records: 'enquiry.added',
      },
      schema: { body: EnquiryInput, response: { 201: EnquirySaved } },
    },
    async (request, reply) => {
      const enquiry = await enquiries.create(
        actorOf(request),
        toEnquiryValues(request.body),
        scopeOf(request),
      );
      return reply
        .code(201)
        .send({ status: 'success', message: 'Enquiry added successfully!', enquiry });
    },
  );

  app.post(
    '/enquiries/edit_enquiry/:id',
    {
      config: {
        example: { json: { ...EXAMPLE_ENQUIRY, name: 'Example Enquirer', status: 'Lost' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'enquiries.manage',
        records: 'enquiry.edited',
      },
      schema: { params: IdParams, body: EnquiryInput, response: { 200: EnquirySaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Enquiry updated successfully!',
      enquiry: await enquiries.update(
        actorOf(request),
        request.params.id,
        toEnquiryValues(request.body),
        scopeOf(request),
      ),
    }),
  );

  app.delete(
    '/enquiries/delete_enquiry/:id',
    {
      config: {
        example: { params: { id: '2' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'enquiries.manage',
        records: 'enquiry.deleted',
        undo: undoDelete('enquiries'),
      },
      schema: { params: IdParams, response: { 200: Deleted } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Deleted successfully!',
      activity_id: await enquiries.remove(actorOf(request), request.params.id, scopeOf(request)),
    }),
  );
};

export default fp(enquiryRoutes, { name: 'enquiry-routes', encapsulate: true });
