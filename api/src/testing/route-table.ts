import { createHash } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Config } from '../config';
import { dialectOf } from '../db/dialect';
import type { ActivityAction } from '../domain/activity';
import { actionsTakenBack } from '../domain/undo';
import type { Access } from '../plugins/auth';
import {
  recordedActions,
  type Audience,
  type RecordKind,
  type RouteExample,
  type RouteScope,
} from '../plugins/route-declaration';
import { signedInApp } from './signed-in-app';
import type { TestApp } from './test-app';

export interface Route {
  /** `METHOD /url` as registered, e.g. `POST /members/update_member/:id`. */
  key: string;
  method: string;
  url: string;
  /** What it declared it needs (config.permission). */
  permission: Access | undefined;
  /** Who calls it (config.audience). */
  audience: Audience | undefined;
  /** One branch's rows or the chain's (config.scope). */
  scope: RouteScope | undefined;
  /** The request the walks send (config.example). */
  example: RouteExample;
  /** What it records in the trail (config.records): none for a read, or a write that records nothing. */
  records: readonly ActivityAction[];
  /** The actions whose records Undo takes back as it declares (config.undo): none when none. */
  undoes: readonly ActivityAction[];
  /** What its URL's parameter names, for a read by id (config.readsById). */
  readsById: RecordKind | undefined;
  /** Whether its schema asks for a body. */
  takesBody: boolean;
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

/**
 * What `build` answers, and every route Fastify added meanwhile: the table, not a list kept by
 * hand. Each route is read once the app is built, as its declaration ends up (the reference's
 * routes get theirs from plugins/openapi.ts's own onRoute hook, which runs after this one).
 */
export async function withRouteTable<T>(build: () => Promise<T>) {
  const added: RouteOptions[] = [];
  const built = await watchingRoutes(build, (route) => added.push(route));
  const routes: Route[] = added.flatMap((route) =>
    [route.method].flat().map((method) => ({
      key: `${method} ${route.url}`,
      method,
      url: route.url,
      permission: route.config?.permission,
      audience: route.config?.audience,
      scope: route.config?.scope,
      example: route.config?.example ?? {},
      records: recordedActions(route.config?.records),
      undoes: route.config?.undo ? actionsTakenBack(route.config.undo) : [],
      readsById: route.config?.readsById,
      takesBody: route.schema?.body !== undefined,
    })),
  );
  return { built, routes };
}

/** A signed-in app, and every route Fastify added to it. */
export async function appWithRouteTable(overrides: Partial<Config> = {}) {
  const { built: gym, routes } = await withRouteTable(() => signedInApp(overrides));
  return { gym, routes };
}

/** Each database's tables (not views), read once: no test changes the schema under an app. */
const tablesOf = new WeakMap<object, Promise<string[]>>();

function tableNames(db: Kysely<Record<string, object>>) {
  if (!tablesOf.has(db))
    tablesOf.set(
      db,
      db.introspection
        .getTables()
        .then((tables) => tables.filter((table) => !table.isView).map((table) => table.name)),
    );
  return tablesOf.get(db)!;
}

/**
 * Every row of every table (or of `tables`), as one fingerprint per table; `where` may give a
 * table the `WHERE` of the rows to count (the others are left out). PostgreSQL makes them all in
 * one query: the route walks take one after nearly every call, and a round trip per table was
 * most of their time there. There a table's fingerprint is its count of rows and the sum of each
 * row's 64-bit hash (of the row as text): a row added, removed or changed changes it (only a change
 * whose rows' hashes add up to the same total goes unseen), as sorting and hashing every
 * row's text did, at a seventh of the server's time (25 ms a reading of a seeded gym's 261 rows,
 * 3.6 ms this way).
 */
export async function tableFingerprints(
  app: TestApp,
  { tables, where = {} }: { tables?: string[]; where?: Record<string, RawBuilder<unknown>> } = {},
) {
  const db = app.db as unknown as Kysely<Record<string, object>>;
  const names = tables ?? (await tableNames(db));
  const rowsOf = (name: string) => sql`${sql.table(name)} t ${where[name] ?? sql``}`;
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string; fingerprint: string }>`${sql.join(
      names.map(
        (name) =>
          sql`select ${name} as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as fingerprint from ${rowsOf(name)}`,
      ),
      sql` union all `,
    )}`.execute(db);
    return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
  }
  const fingerprints: Record<string, string> = {};
  for (const name of names) {
    const { rows } = await sql<object>`select * from ${rowsOf(name)}`.execute(db);
    fingerprints[name] = createHash('sha256')
      .update(
        rows
          .map((row) => JSON.stringify(row))
          .sort()
          .join('\n'),
      )
      .digest('hex');
  }
  return fingerprints;
}

/** The tables whose fingerprints differ between two readings. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => after[table] !== before[table]);
