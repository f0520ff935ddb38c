import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as contract from '../schemas';
import { Failed } from '../schemas';
import { SESSION_COOKIE } from './auth';

/** Where the reference page and the OpenAPI document are served (behind the session). */
export const REFERENCE_PREFIX = '/reference';

const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The contract's named shapes (`Plan`, `MemberDetails`, `Done`, `Failed`…), listed under
 * `components.schemas` so a reader finds each by the name the code and `@spotter/api/contract` use.
 * Everything exported with a capitalised name that is an object is a schema; the builders
 * (`WholeNumber`, `pageOf`) are functions and the fixed lists (`PLAN_LIMITS`) are upper case.
 */
export function namedSchemas(): Record<string, object> {
  const isSchema = (entry: [string, unknown]): entry is [string, object] =>
    /^[A-Z][a-z]/.test(entry[0]) && typeof entry[1] === 'object';
  return Object.fromEntries(Object.entries(contract as Record<string, unknown>).filter(isSchema));
}

/**
 * The documents made so far in this process, by the routes they describe. Making one resolves
 * every route's schemas (a second or two on a busy 2-core machine), and every app this code builds
 * has the same routes and schemas: one in production, one per test in the API suite, whose route
 * walks read the reference as every role. Kept on the global object under a registered symbol, so
 * that module registries sharing a process share it too: a Jest worker runs each test file in a
 * registry of its own, and the API tests' environment (testing/worker/environment.cjs) hands each
 * file the worker's map. A document is plain data, sent as JSON.
 */
const DOCUMENTS = Symbol.for('spotter.openapi-documents');
const madeDocuments: Map<string, unknown> = ((globalThis as { [DOCUMENTS]?: Map<string, unknown> })[
  DOCUMENTS
] ??= new Map());

/**
 * Publishes the wire contract: every route's TypeBox schemas, collected by @fastify/swagger into
 * an OpenAPI 3.1 document (`/reference/openapi.json`), with a readable page at `/reference/`.
 * Registered before the routes so it sees them all; like every route but login, it needs a
 * session.
 */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Spotter API',
        version: '0.1.0',
        description:
          'Gym administration: plans, members, invoices, trainers and staff. Every route but login needs the session cookie it sets. ' +
          'Every refusal answers 4xx `{"status":"failed","message"}`.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        // TypeBox writes JSON Schema 2020-12, which OpenAPI 3.1 schemas are; only the typings differ.
        schemas: namedSchemas() as Record<string, never>,
      },
      security: [{ session: [] }],
    },
    // Every route may refuse with the one failure shape. Each names what it needs: login nothing,
    // the rest the session, with the permission as the requirement's role (OpenAPI 3.1 allows role
    // names there for schemes other than OAuth) and as `x-permission`; and its declaration's
    // audience and scope (plugins/route-declaration.ts) as `x-audience` and `x-scope`.
    transform: ({ schema, url, route }) => {
      const access = route.config?.permission ?? 'signed-in';
      return {
        url,
        schema: {
          ...schema,
          response: { ...(schema?.response as object | undefined), '4XX': Failed },
          security:
            access === 'public' ? [] : [{ session: access === 'signed-in' ? [] : [access] }],
          'x-permission': access,
          'x-audience': route.config?.audience,
          'x-scope': route.config?.scope,
        } as typeof schema,
      };
    },
  });
  const described: string[] = [];
  app.addHook('onRoute', (route) => {
    described.push(`${[route.method].flat().join()} ${route.url} ${route.config?.permission}`);
  });
  app.addHook('onReady', async () => {
    const make = app.swagger.bind(app) as (options?: { yaml?: boolean }) => unknown;
    const routes = described.join('\n');
    app.swagger = ((options?: { yaml?: boolean }) => {
      const key = `${options?.yaml ? 'yaml' : 'json'}\n${routes}`;
      if (!madeDocuments.has(key)) madeDocuments.set(key, make(options));
      return madeDocuments.get(key);
    }) as typeof app.swagger;
  });
  // The reference page and its document are for any signed-in account, and the document is the
  // whole contract whoever reads it (plugins/auth.ts leaves nothing out of it).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${REFERENCE_PREFIX}/`) || route.url === REFERENCE_PREFIX)
      route.config = {
        ...route.config,
        permission: route.config?.permission ?? 'signed-in',
        audience: 'staff',
        scope: 'chain',
        publishesContract: true,
      };
  });
  // The reference page is the one page the API serves: its script and its inline start-up call
  // must run, where every other answer keeps the API's `default-src 'none'`.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith(`${REFERENCE_PREFIX}/`))
      reply.header('content-security-policy', REFERENCE_CSP);
  });
  // ES-module only: loaded with import(), which Node 20 and Jest's VM modules both support.
  const { default: reference } = await import('@scalar/fastify-api-reference');
  await app.register(reference, {
    routePrefix: REFERENCE_PREFIX,
    logLevel: 'warn',
    // Fonts would come from Scalar's CDN; the page must work offline behind the host.
    configuration: { withDefaultFonts: false, hideClientButton: true },
  });
});
