import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchRepository } from './search-repository';
import { SearchQuery, SearchResults } from '../../schemas';

/** docs/product.md §18: `GET /search?q=` for the top bar. */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const search = searchRepository(app.db);
  app.get(
    '/search',
    { schema: { querystring: SearchQuery, response: { 200: SearchResults } } },
    (request) => search.find(request.query.q),
  );
};

export default searchRoutes;
