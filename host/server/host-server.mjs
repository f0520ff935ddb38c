// The host's server as configured by the environment: the app's pages (built index.html with the
// runtime configuration and preload hints, see host-page.mjs), /spotter.config.json, /api
// forwarded to the API, security headers on every answer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createStaticServer,
  sourceMapsFromEnv,
  timeoutsFromEnv,
  trustProxyFromEnv,
} from '@spotter/static-server';
import { fillFirstRequest } from '@spotter/shared/first-request';
import { contentSecurityPolicy, createRuntimeConfig } from './runtime-config.mjs';
import {
  hostPageHints,
  PAGE_HINTS_FILE,
  pageTemplate,
  renderPage,
  SIGNED_IN as EVERY_SIGNED_IN_PAGE,
} from './host-page.mjs';
import { createRemoteHints } from './remote-hints.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The API's session cookie (SESSION_COOKIE in api/src/plugins/auth.ts). Without it the page can
// only end on the sign-in form: a page's first reads would be refused, so they are not announced.
const SESSION = /(?:^|;\s*)spotter_session=[^;\s]/;
// The sign-in page reads nothing but the session.
const SIGN_IN = '/';

export function createHostServer(env = process.env, root = path.resolve(dir, '../dist')) {
  const runtimeConfig = createRuntimeConfig(env);
  const template = pageTemplate(path.join(root, 'index.html'));
  const ownPages = hostPageHints(path.join(root, PAGE_HINTS_FILE));
  const apiBase = runtimeConfig.apiBaseUrl.replace(/\/+$/, '');
  // The session as the client asks for it (buildUrl in shared/src/core/api/client.ts): with the branch
  // the page's URL names, like every call.
  const sessionRequest = '/members/admin_me';
  const options = {
    root,
    spa: true,
    apiTarget: env.API_URL ?? `http://localhost:${env.API_PORT ?? 4000}`,
    runtimeConfig,
    contentSecurityPolicy: contentSecurityPolicy(runtimeConfig),
    timeouts: timeoutsFromEnv(env),
    // Behind a TLS proxy or load balancer every browser would share its address in the login
    // limit; HOST_TRUST_PROXY names it, so the address it appended is passed on to the API.
    trustProxy: trustProxyFromEnv(env),
    sourceMaps: sourceMapsFromEnv(env),
  };
  const hints = createRemoteHints({ remotes: runtimeConfig.remotes });
  return createStaticServer({
    ...options,
    renderPage: async (req) => {
      const { pathname, search } = new URL(req.url, 'http://host.invalid');
      const [html, own] = await Promise.all([template(), ownPages()]);
      const section = hints.forPage(pathname);
      const signedIn = pathname !== SIGN_IN && SESSION.test(req.headers.cookie ?? '');
      // The host's own pages load their chunks only once the session is known to be good.
      const page = signedIn && Object.hasOwn(own, pathname) ? own[pathname] : {};
      // Every signed-in page draws the shell, which needs the admin kit: both, with the page's own.
      const shell =
        signedIn && Object.hasOwn(own, EVERY_SIGNED_IN_PAGE) ? own[EVERY_SIGNED_IN_PAGE] : {};
      const requests = signedIn
        ? [...section.firstRequests, ...(page.firstRequests ?? [])].map(
            (request) => `${apiBase}${fillFirstRequest(request, search)}`,
          )
        : [];
      return renderPage(html, {
        config: { ...runtimeConfig, declarations: section.declarations },
        sessionUrl: `${apiBase}${fillFirstRequest(sessionRequest, search)}`,
        requests,
        hints: {
          ...section,
          scripts: [
            ...new Set([...section.scripts, ...(shell.scripts ?? []), ...(page.scripts ?? [])]),
          ],
        },
      });
    },
  }).then(
    // Decorated for tests, which wait for a read of the manifests with app.remoteHints.refresh().
    (app) => app.decorate('remoteHints', hints).addHook('onClose', async () => hints.close()),
    (error) => {
      hints.close();
      throw error;
    },
  );
}
