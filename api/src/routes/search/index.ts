import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import { searchRepository } from './search-repository';
import { SearchQuery, SearchResults } from '../../schemas';

/** docs/product/settings-and-search.md §18: `GET /search?q=` for the top bar. */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const search = searchRepository(app.db);
  app.get(
    '/search',
    {
      config: {
        example: { queries: ['?q=ver'] },
        audience: 'staff',
        scope: 'branch',
        permission: 'signed-in',
      },
      schema: { querystring: SearchQuery, response: { 200: SearchResults } },
    },
    (request) =>
      search.find(
        request.query.q,
        {
          members: can(request, 'members.view'),
          staff: can(request, 'staff.view'),
          plans: can(request, 'plans.view'),
        },
        scopeOf(request),
        (permission) => can(request, permission),
      ),
  );
};

export default fp(searchRoutes, { name: 'search-routes', encapsulate: true });
