import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Done, Failed } from '../../schemas';

/**
 * `GET /health` for load balancers and orchestrators: no session, and 200 only when this instance
 * can reach its database, so a balancer stops sending requests to an instance that cannot serve
 * them (503), e.g. while PostgreSQL is unreachable from it.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { config: { public: true }, schema: { response: { 200: Done, 503: Failed } } }, async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database cannot be reached');
      return reply.code(503).send({ status: 'failed', message: 'The database cannot be reached.' });
    }
    return { status: 'success' as const, message: 'Spotter is up.' };
  });
};

export default healthRoutes;
