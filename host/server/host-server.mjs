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
import { contentSecurityPolicy, createRuntimeConfig } from './runtime-config.mjs';
import { pageTemplate, renderPage } from './host-page.mjs';
import { createRemoteHints } from './remote-hints.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export function createHostServer(env = process.env, root = path.resolve(dir, '../dist')) {
  const runtimeConfig = createRuntimeConfig(env);
  const template = pageTemplate(path.join(root, 'index.html'));
  const hints = createRemoteHints({ remotes: runtimeConfig.remotes });
  // The URL the client asks for the session (buildUrl in shared/src/api/client.ts).
  const sessionUrl = `${runtimeConfig.apiBaseUrl.replace(/\/+$/, '')}/members/admin_me`;
  return createStaticServer({
    root,
    spa: true,
    apiTarget: env.API_URL ?? `http://localhost:${env.API_PORT ?? 4000}`,
    runtimeConfig,
    renderPage: async (req) => {
      const { pathname } = new URL(req.url, 'http://host.invalid');
      const [html, pageHints] = await Promise.all([template(), hints.forPage(pathname)]);
      return renderPage(html, { config: runtimeConfig, sessionUrl, hints: pageHints });
    },
    contentSecurityPolicy: contentSecurityPolicy(runtimeConfig),
    timeouts: timeoutsFromEnv(env),
    // Behind a TLS proxy or load balancer every browser would share its address in the login
    // limit; HOST_TRUST_PROXY names it, so the address it appended is passed on to the API.
    trustProxy: trustProxyFromEnv(env),
    sourceMaps: sourceMapsFromEnv(env),
  });
}
