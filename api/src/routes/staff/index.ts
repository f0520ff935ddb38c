import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { notFound } from '../../lib/http-errors';
import { scopeOf } from '../../plugins/branch-scope';
import { pageRequest } from '../../lib/list-query';
import {
  Deleted,
  IdParams,
  PictureQuery,
  STAFF_FORM_NAMES,
  StaffAdded,
  StaffInput,
  StaffList,
  StaffQuery,
  StaffReply,
  type StaffSort,
} from '../../schemas';
import { formBody } from '../../plugins/form-body';
import { readPicture, toStaffValues } from './staff-input';
import { picturePath, staffRepository } from './staff-repository';
import { undoDelete } from '../undo/undo-delete';

/** The ETags an If-None-Match header lists (`*` matches any). */
const ifNoneMatch = (header: string | undefined) =>
  new Set((header ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, '')));

/** The form the examples of add and edit send (config.example): the typed fields, as multipart text. */
export const EXAMPLE_TRAINER = {
  name: 'Ravi Example',
  phone: '+919876543210',
  email: 'ravi@example.com',
  location: 'Pune',
  role: 'Trainer',
  age: '29',
  weight: '72.5',
  blood_group: 'B+',
} satisfies Partial<Record<keyof StaffInput, string>>;

/** docs/product/calls-and-messages.md §7 trainer and staff calls, plus the route that serves their pictures (from the database). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = staffRepository(app.db);
  // The typed form, or the earlier product's names for its fields (plugins/form-body.ts).
  const preValidation = formBody({ renamed: STAFF_FORM_NAMES });

  app.get(
    '/members/view_all_trainers_staff',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'staff.view' },
      schema: { querystring: StaffQuery, response: { 200: StaffList } },
    },
    // No query: `{ status, data }` (the original form); with page, page_size or q: `{ data, total }`.
    async (request) => {
      const page = pageRequest<StaffSort>(request.query);
      const scope = scopeOf(request);
      return page
        ? staff.page(page, scope)
        : { status: 'success' as const, data: await staff.list(scope) };
    },
  );

  app.post(
    '/members/add_trainer_staff',
    {
      config: {
        example: { form: EXAMPLE_TRAINER },
        audience: 'staff',
        scope: 'branch',
        permission: 'staff.edit',
        records: 'staff.added',
      },
      preValidation,
      schema: { body: StaffInput, response: { 201: StaffAdded } },
    },
    async (request, reply) => {
      const values = toStaffValues(request.body);
      const created = await staff.create(
        actorOf(request),
        values,
        readPicture(request.body.profile_picture),
        scopeOf(request),
      );
      return reply
        .code(201)
        .send({ status: 'success', message: 'Trainer/Staff added successfully!', id: created.id });
    },
  );

  app.get(
    '/members/view_single_trainer_staff/:id',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'staff.view', readsById: 'staff' },
      schema: { params: IdParams, response: { 200: StaffReply } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Trainer/Staff details loaded.',
      data: await staff.get(request.params.id, scopeOf(request)),
    }),
  );

  app.post(
    '/members/edit_trainer_staff/:id',
    {
      config: {
        example: { form: EXAMPLE_TRAINER },
        audience: 'staff',
        scope: 'branch',
        permission: 'staff.edit',
        records: 'staff.edited',
      },
      preValidation,
      schema: { params: IdParams, body: StaffInput, response: { 200: StaffReply } },
    },
    async (request) => {
      const values = toStaffValues(request.body);
      const row = await staff.update(
        actorOf(request),
        request.params.id,
        values,
        readPicture(request.body.profile_picture),
        scopeOf(request),
      );
      return {
        status: 'success' as const,
        message: 'Trainer/Staff updated successfully!',
        data: row,
      };
    },
  );

  app.delete(
    '/members/delete_trainer_staff/:id',
    {
      config: {
        example: { params: { id: '3' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'staff.edit',
        records: 'staff.deleted',
        undo: undoDelete('staff'),
      },
      schema: { params: IdParams, response: { 200: Deleted } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Deleted successfully!',
      activity_id: await staff.remove(actorOf(request), request.params.id, scopeOf(request)),
    }),
  );

  app.get(
    picturePath(':id'),
    {
      config: { audience: 'staff', scope: 'branch', permission: 'staff.view', readsById: 'staff' },
      schema: { params: IdParams, querystring: PictureQuery },
    },
    async (request, reply) => {
      const picture = await staff.picture(request.params.id, scopeOf(request));
      if (!picture) throw notFound('This trainer/staff has no picture');
      // A URL with the current version names these exact bytes for good; any other may go stale,
      // and is revalidated against the version as ETag (304 while it is still current).
      const current = request.query.v === picture.version;
      const etag = `"${picture.version}"`;
      reply
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Cache-Control',
          current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        );
      const known = ifNoneMatch(request.headers['if-none-match']);
      if (known.has(etag) || known.has('*')) return reply.code(304).send();
      return reply
        .header('Content-Type', picture.content_type)
        .header('Content-Length', picture.bytes.length)
        .send(picture.bytes);
    },
  );
};

export default fp(staffRoutes, { name: 'staff-routes', encapsulate: true });
