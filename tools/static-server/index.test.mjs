import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import {
  cacheControlFor,
  createStaticServer,
  isHashed,
  sourceMapsFromEnv,
  trustOneProxy,
} from './index.mjs';

/**
 * Opens a raw connection, sends a POST that announces 100 bytes of body and then trickles one byte
 * every 100 ms; resolves with what the server answered when it closed the connection.
 */
function trickle(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer;
    socket.on('connect', () => {
      socket.write(
        'POST /api/members/admin_login HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n',
      );
      timer = setInterval(() => socket.writable && socket.write('a'), 100);
    });
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
  });
}

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry;');
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'main.0123456789.js'), 'var main;');
  // What a production build writes beside each bundle (hidden-source-map).
  fs.writeFileSync(path.join(root, 'main.0123456789.js.map'), '{"version":3,"sources":["a.ts"]}');
  fs.writeFileSync(path.join(root, 'chunk.abcdef0123.js.map'), '{"version":3,"sources":["b.ts"]}');
  // What the build writes beside a text asset: its brotli and gzip copies.
  const chunk = `var chunk = "${'spotter '.repeat(200)}";`;
  fs.writeFileSync(path.join(root, 'chunk.abcdef0123.js'), chunk);
  fs.writeFileSync(path.join(root, 'chunk.abcdef0123.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(root, 'chunk.abcdef0123.js.gz'), zlib.gzipSync(chunk));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('cacheControlFor', () => {
  it.each([
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['313.9f5f02186f.js', 'public, max-age=31536000, immutable'],
    ['logo.abcdef12.png', 'public, max-age=31536000, immutable'],
    ['robots.txt', 'no-cache'],
    ['313.9f5f02186f.js.br', 'public, max-age=31536000, immutable'],
    ['313.9f5f02186f.js.gz', 'public, max-age=31536000, immutable'],
    ['mf-manifest.json.br', 'no-cache'],
    // pnpm release's stamp beside the entries (scripts/lib/release.mjs).
    ['release.json', 'no-cache'],
  ])('%s → %s', (file, expected) => expect(cacheControlFor(`/dist/${file}`)).toBe(expected));
});

describe('isHashed (what pnpm release keeps of an earlier release)', () => {
  it.each([
    ['313.9f5f02186f.js', true],
    ['313.9f5f02186f.js.br', true],
    ['313.9f5f02186f.js.gz', true],
    ['313.9f5f02186f.js.map', true],
    ['assets/logo.abcdef12.png', true],
    ['remoteEntry.js', false],
    ['remoteEntry.js.br', false],
    ['remoteEntry.js.map', false],
    ['mf-manifest.json', false],
    ['mf-stats.json', false],
    ['index.html.gz', false],
    ['page-hints.json', false],
    ['robots.txt', false],
  ])('%s → %s', (file, expected) => expect(isHashed(file)).toBe(expected));
});

describe('a remote (not a single-page app)', () => {
  let app;
  beforeAll(async () => {
    app = await createStaticServer({ root });
  });
  afterAll(() => app.close());

  it('serves the manifest to other origins, never cached', async () => {
    const response = await app.inject({
      url: '/mf-manifest.json',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed chunks for good', async () => {
    const response = await app.inject({ url: '/main.0123456789.js' });
    expect(response.body).toBe('var main;');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves files deployed after it started (a redeploy needs no restart)', async () => {
    fs.writeFileSync(path.join(root, 'section.abcdef0123.js'), 'var redeployed;');
    const response = await app.inject({ url: '/section.abcdef0123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var redeployed;');
  });

  it('sends the pre-compressed copy the browser accepts, brotli first', async () => {
    const chunk = fs.readFileSync(path.join(root, 'chunk.abcdef0123.js'));
    const br = await app.inject({
      url: '/chunk.abcdef0123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(chunk);
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 5);

    const gz = await app.inject({
      url: '/chunk.abcdef0123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(chunk);

    const plain = await app.inject({
      url: '/chunk.abcdef0123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(chunk);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it("serves a release's stamp uncached, and none of the files named with a dot", async () => {
    fs.writeFileSync(path.join(root, 'release.json'), '{"version":"1.0.0"}');
    fs.writeFileSync(path.join(root, '.kept.json'), '{}');
    fs.writeFileSync(path.join(root, '.built'), '2026-12-01T00:00:00.000Z');
    const stamp = await app.inject({ url: '/release.json' });
    expect(stamp.statusCode).toBe(200);
    expect(stamp.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/.kept.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.built' })).statusCode).toBe(404);
  });

  it('answers 404 for unknown files and app routes alike', async () => {
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/plans' })).statusCode).toBe(404);
  });

  it.each([
    '/',
    '/index.html',
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/main.0123456789.js',
    '/plans',
  ])('sends nosniff and refuses framing on every answer (%s)', async (url) => {
    const response = await app.inject({ url, headers: { origin: 'http://localhost:3000' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sends its standalone page with a policy allowing only its own code, and to no other origin', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await app.inject({ url, headers: { origin: 'http://localhost:3000' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const missing = await app.inject({ url: '/plans', headers: { origin: 'http://evil.example' } });
    expect(missing.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets any origin load its code, never with credentials', async () => {
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/chunk.abcdef0123.js?v=1']) {
      const response = await app.inject({ url, headers: { origin: 'http://localhost:3000' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });
});

// Big enough (over 1 KB) to be worth compressing.
const RUNTIME_CONFIG = {
  remotes: Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [
      `section${i}`,
      `http://localhost:${3100 + i}/mf-manifest.json`,
    ]),
  ),
};
const BIG_ROWS = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Member ${i}` }));

describe('the host (single-page app with an API proxy and runtime config)', () => {
  let upstream;
  let app;
  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/members/view_plans', async (req) => ({
      plans: [],
      cookie: req.headers.cookie ?? null,
    }));
    upstream.post('/members/admin_login', async (req) => ({ headers: req.headers }));
    // An API that compresses its own answers (as ours does with @fastify/compress).
    upstream.get('/members/big', (_req, reply) => {
      reply
        .header('content-type', 'application/json')
        .header('content-encoding', 'gzip')
        .send(zlib.gzipSync(JSON.stringify({ rows: BIG_ROWS })));
    });
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = await createStaticServer({
      root,
      spa: true,
      apiTarget: address,
      runtimeConfig: RUNTIME_CONFIG,
      timeouts: { requestTimeoutMs: 500, headersTimeoutMs: 300, connectionTimeoutMs: 60_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('answers app routes with index.html, for GET and HEAD', async () => {
    const page = await app.inject({ url: '/plans/3/edit?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>app</title>');
    expect((await app.inject({ method: 'HEAD', url: '/users' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });

  it("answers app routes with the page's pre-compressed copy when there is one", async () => {
    fs.writeFileSync(
      path.join(root, 'index.html.br'),
      zlib.brotliCompressSync(fs.readFileSync(path.join(root, 'index.html'))),
    );
    try {
      for (const url of ['/', '/plans/3/edit']) {
        const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(page.headers['content-encoding']).toBe('br');
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain(
          '<title>app</title>',
        );
      }
    } finally {
      fs.rmSync(path.join(root, 'index.html.br'));
    }
  });

  it('forwards /api/* to the API without the prefix, cookies included', async () => {
    const response = await app.inject({
      url: '/api/members/view_plans',
      headers: { cookie: 'spotter_session=abc' },
    });
    expect(response.json()).toEqual({ plans: [], cookie: 'spotter_session=abc' });
  });

  it("answers a down API with a 502 in the app's words, never the connection's error", async () => {
    const down = Fastify();
    const address = await down.listen({ port: 0, host: '127.0.0.1' });
    await down.close();
    const proxy = await createStaticServer({ root, spa: true, apiTarget: address });
    try {
      const response = await proxy.inject({ method: 'POST', url: '/api/members/add_plan' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'Spotter cannot reach its server. Your changes are kept; try again.',
      });
      expect(response.body).not.toMatch(/ECONNREFUSED/);
    } finally {
      await proxy.close();
    }
  });

  it('serves the runtime configuration uncached, whatever the Host header says', async () => {
    const response = await app.inject({
      url: '/spotter.config.json',
      headers: { host: 'evil.example' },
    });
    expect(response.json()).toEqual(RUNTIME_CONFIG);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("compresses what it makes on the fly, and passes the API's answers through as the API encoded them", async () => {
    const config = await app.inject({
      url: '/spotter.config.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(config.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(config.rawPayload).toString())).toEqual(
      RUNTIME_CONFIG,
    );
    const api = await app.inject({
      url: '/api/members/big',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(api.rawPayload).toString())).toEqual({ rows: BIG_ROWS });
  });

  it("tells the API the client's real address, never the address the client claims", async () => {
    const spoofed = {
      'x-forwarded-for': '10.9.8.7',
      'x-real-ip': '10.9.8.7',
      forwarded: 'for=10.9.8.7',
      'x-forwarded-host': 'evil.example',
    };
    // Over a real connection the client is 127.0.0.1 ...
    const response = await fetch(
      `http://127.0.0.1:${app.server.address().port}/api/members/admin_login`,
      { method: 'POST', headers: spoofed },
    );
    const { headers } = await response.json();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
    // ... and from elsewhere it is that peer.
    const remote = await app.inject({
      method: 'POST',
      url: '/api/members/admin_login',
      remoteAddress: '203.0.113.9',
      headers: spoofed,
    });
    expect(remote.json().headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('believes no X-Forwarded-For unless a proxy is trusted, even from loopback', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/members/admin_login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(response.json().headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('closes a connection whose body trickles in slower than the request timeout', async () => {
    expect(await trickle(app.server.address().port)).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('the host behind a trusted TLS proxy (HOST_TRUST_PROXY)', () => {
  let upstream;
  let app;
  beforeAll(async () => {
    upstream = Fastify();
    upstream.post('/members/admin_login', async (req) => ({ headers: req.headers }));
    app = await createStaticServer({
      root,
      spa: true,
      apiTarget: await upstream.listen({ port: 0, host: '127.0.0.1' }),
      trustProxy: trustOneProxy('10.0.0.5, 192.168.10.0/24'),
    });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  /** What the API is told about a login that came from `peer` with these headers. */
  const forwarded = async (peer, headers) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/members/admin_login',
        remoteAddress: peer,
        headers,
      })
    ).json().headers;

  it("passes on the browser's address the proxy appended, and the scheme it was reached by", async () => {
    const headers = await forwarded('10.0.0.5', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(
      (await forwarded('192.168.10.77', { 'x-forwarded-for': '203.0.113.10' }))['x-forwarded-for'],
    ).toBe('203.0.113.10');
  });

  it('takes only the last entry: what a browser wrote before it through the proxy is ignored', async () => {
    const headers = await forwarded('10.0.0.5', {
      'x-forwarded-for': '10.0.0.5, 198.51.100.1, 203.0.113.9',
    });
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('believes nobody else: a client reaching the server directly is its own address', async () => {
    const headers = await forwarded('203.0.113.50', {
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-proto': 'https',
    });
    expect(headers['x-forwarded-for']).toBe('203.0.113.50');
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('is the peer itself when the proxy sends no X-Forwarded-For', async () => {
    expect((await forwarded('10.0.0.5', {}))['x-forwarded-for']).toBe('10.0.0.5');
  });
});

describe('trustOneProxy (HOST_TRUST_PROXY)', () => {
  it.each([undefined, '', ' ', 'false'])('%p trusts nobody', (setting) =>
    expect(trustOneProxy(setting)).toBe(false),
  );

  it('trusts loopback, addresses and subnets at the first hop only', () => {
    const trust = trustOneProxy('loopback, 10.1.0.0/16');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('10.2.0.1', 0)).toBe(false);
    expect(trust('127.0.0.1', 1)).toBe(false);
  });

  it('refuses a setting that names no address, saying what it takes', () => {
    expect(() => trustOneProxy('the balancer')).toThrow(
      'HOST_TRUST_PROXY must be loopback, addresses or subnets (comma-separated), or false, got "the balancer"',
    );
  });
});

describe('source maps', () => {
  const get = (app, url, headers = {}) => app.inject({ url, headers });

  it.each([false, true])(
    'refuses them by default with a plain 404 (single-page app: %s), however the name is written',
    async (spa) => {
      const app = await createStaticServer({ root, spa });
      try {
        for (const url of [
          '/main.0123456789.js.map',
          '/main.0123456789.js%2Emap',
          '/./main.0123456789.js.map',
        ]) {
          const response = await get(app, url);
          expect(response.statusCode).toBe(404);
          expect(response.body).toBe('Not found');
        }
        const bundle = await get(app, '/main.0123456789.js');
        expect(bundle.statusCode).toBe(200);
        expect(bundle.headers.sourcemap).toBeUndefined();
        expect(bundle.body).not.toContain('sourceMappingURL');
      } finally {
        await app.close();
      }
    },
  );

  it('serves them with SOURCE_MAPS=public, each bundle naming its map in a SourceMap header', async () => {
    const app = await createStaticServer({
      root,
      sourceMaps: sourceMapsFromEnv({ SOURCE_MAPS: 'public' }),
    });
    try {
      const map = await get(app, '/main.0123456789.js.map');
      expect(map.statusCode).toBe(200);
      expect(map.json()).toEqual({ version: 3, sources: ['a.ts'] });
      expect((await get(app, '/main.0123456789.js')).headers.sourcemap).toBe(
        'main.0123456789.js.map',
      );
      // The pre-compressed copy names the map of the file it stands for.
      const br = await get(app, '/chunk.abcdef0123.js', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.sourcemap).toBe('chunk.abcdef0123.js.map');
      // A file without a map names none.
      expect((await get(app, '/remoteEntry.js')).headers.sourcemap).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('reads SOURCE_MAPS: hidden unless it says public, and nothing else', () => {
    expect(sourceMapsFromEnv({})).toBe('hidden');
    expect(sourceMapsFromEnv({ SOURCE_MAPS: 'hidden' })).toBe('hidden');
    expect(sourceMapsFromEnv({ SOURCE_MAPS: 'public' })).toBe('public');
    expect(() => sourceMapsFromEnv({ SOURCE_MAPS: 'yes' })).toThrow(
      'SOURCE_MAPS must be "public" or "hidden", got "yes"',
    );
  });
});
