import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-errors';
import { pageRequest } from '../../lib/list-query';
import { Done, IdParams, ListQuery, PictureQuery, StaffAdded, StaffInput, StaffList, StaffReply } from '../../schemas';
import { pictureStore, pictureVersion, SWEEP_GRACE_MS } from './picture-store';
import { normaliseStaffBody, readPicture, toStaffValues } from './staff-input';
import { picturePath, staffRepository } from './staff-repository';

export interface StaffRoutesOptions {
  /** Where pictures are stored: `DATA_DIR/pictures`. */
  picturesDir: string;
}

/** docs/product.md §7 trainer and staff calls, plus the route that serves their pictures. */
const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (app, options) => {
  const staff = staffRepository(app.db);
  const pictures = pictureStore(options.picturesDir, app.log);

  // Files a killed process left behind: the old ones now, the rest once they are old enough to
  // belong to no running request.
  const sweep = async () => {
    const removed = await pictures.sweep(() => staff.pictureFiles());
    if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed picture files no record names');
  };
  await sweep();
  const later = setTimeout(() => void sweep().catch((err: unknown) => app.log.warn({ err }, 'picture sweep failed')), SWEEP_GRACE_MS);
  later.unref();
  app.addHook('onClose', async () => clearTimeout(later));
  const preValidation = async (request: { body: unknown }) => {
    request.body = normaliseStaffBody(request.body);
  };

  app.get(
    '/members/view_all_trainers_staff',
    { schema: { querystring: ListQuery, response: { 200: StaffList } } },
    // No query: `{ status, data }` (the original form); with page, page_size or q: `{ data, total }`.
    async (request) => {
      const page = pageRequest(request.query);
      return page ? staff.page(page) : { status: 'success' as const, data: await staff.list() };
    },
  );

  app.post(
    '/members/add_trainer_staff',
    { preValidation, schema: { body: StaffInput, response: { 201: StaffAdded } } },
    async (request, reply) => {
      const values = toStaffValues(request.body);
      const picture = readPicture(request.body.profile_picture);
      const created = await pictures.withSaved(picture, (file) => staff.create(values, file));
      return reply
        .code(201)
        .send({ status: 'success', message: 'Trainer/Staff added successfully!', id: created.id });
    },
  );

  app.get(
    '/members/view_single_trainer_staff/:id',
    { schema: { params: IdParams, response: { 200: StaffReply } } },
    async (request) => ({
      status: 'success' as const,
      message: 'Trainer/Staff details loaded.',
      data: await staff.get(request.params.id),
    }),
  );

  app.post(
    '/members/edit_trainer_staff/:id',
    { preValidation, schema: { params: IdParams, body: StaffInput, response: { 200: StaffReply } } },
    async (request) => {
      const values = toStaffValues(request.body);
      const picture = readPicture(request.body.profile_picture);
      const { row, replaced } = await pictures.withSaved(picture, (file) =>
        staff.update(request.params.id, values, file ?? undefined),
      );
      await pictures.remove(replaced);
      return {
        status: 'success' as const,
        message: 'Trainer/Staff updated successfully!',
        data: row,
      };
    },
  );

  app.delete(
    '/members/delete_trainer_staff/:id',
    { schema: { params: IdParams, response: { 200: Done } } },
    async (request) => {
      await pictures.remove(await staff.remove(request.params.id));
      return { status: 'success' as const, message: 'Deleted successfully!' };
    },
  );

  app.get(
    picturePath(':id'),
    { schema: { params: IdParams, querystring: PictureQuery } },
    async (request, reply) => {
      const file = await staff.pictureFile(request.params.id);
      const picture = file ? await pictures.open(file) : null;
      if (!file || !picture) throw notFound('This trainer/staff has no picture');
      // A URL with the current version names these exact bytes for good; any other may go stale.
      const current = request.query.v === pictureVersion(file);
      return reply
        .header('Content-Type', picture.type.mime)
        .header('Content-Length', picture.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Cache-Control',
          current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        )
        .send(picture.stream);
    },
  );
};

export default staffRoutes;
