// The host's server as configured by the environment: the built app shell, /spotter.config.json,
// /api forwarded to the API, security headers on every answer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, timeoutsFromEnv } from '@spotter/static-server';
import { contentSecurityPolicy, createRuntimeConfig } from './runtime-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export function createHostServer(env = process.env, root = path.resolve(dir, '../dist')) {
  const runtimeConfig = createRuntimeConfig(env);
  return createStaticServer({
    root,
    spa: true,
    apiTarget: env.API_URL ?? `http://localhost:${env.API_PORT ?? 4000}`,
    runtimeConfig,
    contentSecurityPolicy: contentSecurityPolicy(runtimeConfig),
    timeouts: timeoutsFromEnv(env),
  });
}
