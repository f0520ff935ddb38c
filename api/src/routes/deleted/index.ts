import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-query';
import { DeletedPage, DeletedQuery, IdParams, Restored } from '../../schemas';
import { deletedRepository } from './deleted-repository';
import { scopeOf } from '../../plugins/branch-scope';

/** How often each instance removes for good what has been deleted for 30 days. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Runs `purge` every PURGE_EVERY_MS until the answer is called; the timer keeps no process alive. */
export function purgeRegularly(purge: () => Promise<unknown>): () => void {
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * docs/product/activity.md §23: Deleted items, listed and restored (Owner and Manager). What has been
 * deleted for 30 days is removed for good hourly; the list leaves it out from its day on, whatever
 * the timer, without writing.
 */
const deletedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deleted = deletedRepository(app.db);

  const purge = () =>
    deleted.purge().catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not remove old deleted items');
    });
  let stop = () => {};
  app.addHook('onReady', async () => {
    stop = purgeRegularly(purge);
  });
  app.addHook('onClose', async () => stop());

  app.get(
    '/deleted',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'deleted.restore' },
      schema: { querystring: DeletedQuery, response: { 200: DeletedPage } },
    },
    (request) =>
      deleted.page({
        page: request.query.page ?? 1,
        pageSize: request.query.page_size ?? DEFAULT_PAGE_SIZE,
        kind: request.query.kind,
        scope: scopeOf(request),
      }),
  );

  app.post(
    '/deleted/restore/:id',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'deleted.restore',
        records: ['member.restored', 'plan.restored', 'staff.restored', 'enquiry.restored'],
      },
      schema: { params: IdParams, response: { 200: Restored } },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await deleted.restore(actorOf(request), request.params.id, scopeOf(request))),
    }),
  );
};

export default fp(deletedRoutes, { name: 'deleted-routes', encapsulate: true });
