import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

export interface SameOriginOptions {
  /** Origins whose pages may change anything (the host's, and in development the remotes' shells). */
  allowedOrigins: string[];
}

/** The methods that change nothing: a request with any other one may write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// `none`: the user typed or bookmarked the request, no page made it.
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none']);

/**
 * Refuses state-changing requests (login included) that a browser says come from another
 * page than the app's: the session cookie is SameSite=Lax, which still lets pages on the same
 * site (any port of the same host name) post forms and no-cors fetches with it. A request that
 * carries neither Origin nor Sec-Fetch-Site is not from a browser, and passes.
 */
export default fp<SameOriginOptions>(async function sameOrigin(
  app: FastifyInstance,
  { allowedOrigins },
) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    // A browser always sends Origin with these; when it does, it decides (an allowed origin may
    // be another port of the site, e.g. a remote's development shell).
    const refused =
      origin !== undefined
        ? !allowed.has(origin)
        : fetchSite !== undefined && !SAME_ORIGIN_FETCH.has(fetchSite);
    if (refused) throw new HttpError(403, 'This request did not come from Spotter.');
  });
});
