import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyHelmet from '@fastify/helmet';
import fastifyCompress from '@fastify/compress';
import { FIXED_NAMES, HASHED } from './hashed-names.mjs';

export { trustOneProxy, trustProxyFromEnv } from './trusted-proxy.mjs';
export { isHashed } from './hashed-names.mjs';

// Entry files keep fixed names across deploys, so browsers must revalidate them; everything
// else carries a content hash in its name and may be cached for good.
export function cacheControlFor(filePath) {
  // A pre-compressed copy (main.abc.js.br) is cached like the file it stands for.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (FIXED_NAMES.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

// The production builds write their source maps beside the bundles without naming them in the
// code (tools/rspack-config: hidden-source-map): they show the app's source, so nobody gets them
// unless SOURCE_MAPS=public asks.
const SOURCE_MAP = /\.map$/i;

/** Reads SOURCE_MAPS: `public` serves the builds' source maps; unset or `hidden` refuses them. */
export function sourceMapsFromEnv(env = process.env) {
  const value = env.SOURCE_MAPS || 'hidden';
  if (value !== 'public' && value !== 'hidden')
    throw new Error(`SOURCE_MAPS must be "public" or "hidden", got "${env.SOURCE_MAPS}"`);
  return value;
}

/** The name of the map of a served bundle, when it has one, for its `SourceMap` header. */
function sourceMapOf(filePath) {
  const file = filePath.replace(/\.(br|gz)$/, '');
  if (!/\.(js|css)$/.test(file) || !fs.existsSync(`${file}.map`)) return undefined;
  return `${path.basename(file)}.map`;
}

/**
 * A remote's standalone page (its team's shell, tools/rspack-config/standalone.html): its own code,
 * its styles (inline for styled-components), pictures and fonts from itself, `data:` and `blob:`
 * previews, fetches to itself; nothing may frame it.
 */
const STANDALONE_PAGE_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

// What a remote serves other origins: its bundles, manifests, styles, fonts, pictures and maps.
const STATIC_CODE = /\.(m?js|json|css|map|woff2?|svg|png|jpe?g|gif|webp|ico)$/i;

/** Whether a URL names a file of code or assets (not a page), by its path's extension. */
const isStaticCode = (url) => STATIC_CODE.test(url.split(/[?#]/)[0] ?? '');

/**
 * The security headers every answer of the host's and the remotes' servers carries (@fastify/helmet):
 * `contentSecurityPolicy`'s directives, `X-Frame-Options: DENY` beside its `frame-ancestors`,
 * nosniff, `Referrer-Policy: no-referrer`. A remote's files are loaded by the host's pages, so
 * `codeForOtherOrigins` lets other origins embed them (Cross-Origin-Resource-Policy), which the
 * host's own answers refuse.
 */
async function securityHeaders(app, { contentSecurityPolicy, codeForOtherOrigins }) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: codeForOtherOrigins ? 'cross-origin' : 'same-origin' },
    // Left to whatever terminates TLS in front of this server.
    strictTransportSecurity: false,
  });
}

/** The app's own words for an API it cannot reach (shared/src/core/api/errors.ts says the same). */
export const API_UNREACHABLE = 'Spotter cannot reach its server. Your changes are kept; try again.';

// Headers through which a client could claim another address; only this proxy may say it.
const CLIENT_ADDRESS_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
];

/**
 * The headers sent on to the API: the client's own address claims replaced by its real address,
 * the peer's or, from the proxy `trustProxy` names, the one that proxy appended (`req.ip`).
 */
export function forwardedHeaders(req, headers) {
  const out = { ...headers };
  for (const name of CLIENT_ADDRESS_HEADERS) delete out[name];
  out['x-forwarded-for'] = req.ip;
  out['x-forwarded-proto'] = req.protocol;
  return out;
}

/** Node's defaults let a slow client hold a connection for 5 minutes (body) or 60 s (headers). */
export const DEFAULT_TIMEOUTS = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  connectionTimeoutMs: 60_000,
};

/** Reads REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS and CONNECTION_TIMEOUT_MS (positive ms). */
export function timeoutsFromEnv(env = process.env) {
  const read = (name, fallback) => {
    if (!env[name]) return fallback;
    const value = Number(env[name]);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive integer, got "${env[name]}"`);
    return value;
  };
  return {
    requestTimeoutMs: read('REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestTimeoutMs),
    headersTimeoutMs: read('HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersTimeoutMs),
    connectionTimeoutMs: read('CONNECTION_TIMEOUT_MS', DEFAULT_TIMEOUTS.connectionTimeoutMs),
  };
}

/**
 * Serves one built app.
 * @param {object} options
 * @param {string} options.root             the built folder (dist)
 * @param {boolean} [options.spa]           answer unknown GETs with index.html (the host)
 * @param {string} [options.apiTarget]      forward /api/* there, without the /api prefix
 * @param {object} [options.runtimeConfig] served as /spotter.config.json, never cached
 * @param {Record<string, string[]>} [options.contentSecurityPolicy] the pages' CSP directives
 *        (default: a remote's standalone page's, STANDALONE_PAGE_POLICY); with securityHeaders'
 *        others, on every answer
 * @param {typeof DEFAULT_TIMEOUTS} [options.timeouts]
 * @param {ReturnType<typeof import('./trusted-proxy.mjs').trustOneProxy>} [options.trustProxy]
 *        the proxy in front whose `X-Forwarded-For` names the client (default: nobody's)
 * @param {'public' | 'hidden'} [options.sourceMaps] `public` serves the bundles' maps and names
 *        each in a `SourceMap` header (the bundles do not name them); `hidden` answers them 404
 * @param {(req: import('fastify').FastifyRequest) => string | Promise<string>} [options.renderPage]
 *        spa only: builds each page's HTML (instead of sending index.html as it is)
 */
export async function createStaticServer({
  root,
  spa = false,
  apiTarget,
  runtimeConfig,
  contentSecurityPolicy,
  timeouts = DEFAULT_TIMEOUTS,
  logger = false,
  renderPage,
  trustProxy = false,
  sourceMaps = 'hidden',
}) {
  if (!fs.existsSync(path.join(root)))
    throw new Error(`Nothing built at ${root}: run the build first`);
  const app = Fastify({
    logger,
    trustProxy,
    connectionTimeout: timeouts.connectionTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs),
      // Node checks both timeouts only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, timeouts.headersTimeoutMs),
    },
  });

  await securityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy ?? STANDALONE_PAGE_POLICY,
    codeForOtherOrigins: !spa,
  });

  // What is not pre-compressed at build time (the runtime configuration, a page made on the fly)
  // is compressed as it is sent; files that already carry a Content-Encoding are left alone.
  // Brotli at quality 4 for what is compressed per request: quality 11 (the default) is for the
  // build's copies, made once.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // A remote's code is fetched by the host's pages, another origin: any origin may read it (it is
  // public anyway), without credentials; its standalone page and its 404s are nobody else's.
  if (!spa)
    await app.register(fastifyCors, {
      delegator: (req, callback) =>
        callback(null, {
          origin: isStaticCode(req.url) ? '*' : false,
          methods: ['GET', 'HEAD'],
          credentials: false,
        }),
    });

  if (apiTarget) {
    await app.register(fastifyHttpProxy, {
      upstream: apiTarget,
      prefix: '/api',
      rewritePrefix: '',
      replyOptions: {
        // The API limits logins per client address: it must get the real one, not the client's say.
        rewriteRequestHeaders: forwardedHeaders,
        // An API that is down or cut off is the clerk's "try again", never "connect ECONNREFUSED".
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'the API could not be reached');
          return reply.code(502).send({ status: 'failed', message: API_UNREACHABLE });
        },
      },
    });
  }

  if (runtimeConfig) {
    app.get('/spotter.config.json', (_req, reply) => {
      reply.header('cache-control', 'no-cache').send(runtimeConfig);
    });
  }

  const sendPage = async (req, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(await renderPage(req));
  // With renderPage, `/` is a page like any other, not the file as built.
  if (spa && renderPage) app.get('/', sendPage);

  await app.register(fastifyStatic, {
    root,
    // Look files up on each request, like a CDN: a redeployed dist (new hashed chunks) is served
    // without restarting the server.
    wildcard: true,
    index: renderPage ? false : ['index.html'],
    // The build writes .br and .gz beside every text asset (tools/rspack-config): the copy the
    // browser accepts is sent as is, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    // Nothing a build or a release writes under a dot name is for browsers: `pnpm release`'s
    // record of its kept files (.kept.json), the build's marker (.built). Answered 404.
    dotfiles: 'ignore',
    // A refused map is answered like any missing file.
    allowedPath: (pathname) => sourceMaps === 'public' || !SOURCE_MAP.test(pathname),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
      const map = sourceMaps === 'public' ? sourceMapOf(filePath) : undefined;
      if (map) reply.header('sourcemap', map);
    },
  });

  app.setNotFoundHandler(async (req, reply) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.url.split('?')[0] ?? '');
    if (spa && wantsPage && renderPage) return sendPage(req, reply);
    if (spa && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}

/** Listens, and closes cleanly on Ctrl-C or a stop signal. */
export async function listen(app, { port, host = '0.0.0.0', name }) {
  await app.listen({ port, host });
  console.log(`${name} ready on http://localhost:${port}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
