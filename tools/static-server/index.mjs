import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyHttpProxy from '@fastify/http-proxy';

// Entry files keep fixed names across deploys, so browsers must revalidate them; everything
// else carries a content hash in its name and may be cached for good.
const FIXED_NAMES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)$/;

export function cacheControlFor(filePath) {
  const base = path.basename(filePath);
  if (FIXED_NAMES.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves one built app.
 * @param {object} options
 * @param {string} options.root             the built folder (dist)
 * @param {boolean} [options.spa]           answer unknown GETs with index.html (the host)
 * @param {string} [options.apiTarget]      forward /api/* there, without the /api prefix
 * @param {(req: import('fastify').FastifyRequest) => object} [options.runtimeConfig]
 *        served as /spotter.config.json, never cached
 */
export async function createStaticServer({ root, spa = false, apiTarget, runtimeConfig, logger = false }) {
  if (!fs.existsSync(path.join(root))) throw new Error(`Nothing built at ${root}: run the build first`);
  const app = Fastify({ logger });

  if (!spa) await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });

  if (apiTarget) {
    await app.register(fastifyHttpProxy, { upstream: apiTarget, prefix: '/api', rewritePrefix: '' });
  }

  if (runtimeConfig) {
    app.get('/spotter.config.json', (req, reply) => {
      reply.header('cache-control', 'no-cache').send(runtimeConfig(req));
    });
  }

  await app.register(fastifyStatic, {
    root,
    // Look files up on each request, like a CDN: a redeployed dist (new hashed chunks) is served
    // without restarting the server.
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.url.split('?')[0] ?? '');
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
