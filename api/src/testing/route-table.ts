import { createHash } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Access } from '../plugins/auth';
import { signedInApp } from './signed-in-app';
import type { TestApp } from './test-app';

export interface Route {
  /** `METHOD /url` as registered, e.g. `POST /members/update_member/:id`. */
  key: string;
  method: string;
  url: string;
  /** What it declared it needs (config.permission). */
  permission: Access | undefined;
}

/**
 * Runs `build` while watching every Fastify instance it creates: `onRoute` is added to each
 * before any plugin (so before plugins/auth.ts's own), and sees each route as registered.
 */
export async function watchingRoutes<T>(
  build: () => Promise<T>,
  onRoute: (route: RouteOptions) => void,
): Promise<T> {
  const initialization = diagnostics.channel('fastify.initialization');
  const watch = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', onRoute);
  initialization.subscribe(watch);
  try {
    return await build();
  } finally {
    initialization.unsubscribe(watch);
  }
}

/** What `build` answers, and every route Fastify added meanwhile: the table, not a list kept by hand. */
export async function withRouteTable<T>(build: () => Promise<T>) {
  const routes: Route[] = [];
  const built = await watchingRoutes(build, (route) => {
    for (const method of [route.method].flat())
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        permission: route.config?.permission,
      });
  });
  return { built, routes };
}

/** A signed-in app, and every route Fastify added to it. */
export async function appWithRouteTable(overrides: Partial<Config> = {}) {
  const { built: gym, routes } = await withRouteTable(() => signedInApp(overrides));
  return { gym, routes };
}

/** Every row of every table, as one fingerprint per table. */
export async function tableFingerprints(app: TestApp) {
  const db = app.db as unknown as Kysely<Record<string, object>>;
  const fingerprints: Record<string, string> = {};
  for (const { name, isView } of await db.introspection.getTables()) {
    if (isView) continue;
    const rows = (await db.selectFrom(name).selectAll().execute()).map((row) =>
      JSON.stringify(row),
    );
    fingerprints[name] = createHash('sha256').update(rows.sort().join('\n')).digest('hex');
  }
  return fingerprints;
}

/** The tables whose fingerprints differ between two readings. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => after[table] !== before[table]);
