import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor, createStaticServer } from './index.mjs';

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry;');
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'main.0123456789.js'), 'var main;');
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
  ])('%s → %s', (file, expected) => expect(cacheControlFor(`/dist/${file}`)).toBe(expected));
});

describe('a remote (not a single-page app)', () => {
  let app;
  beforeAll(async () => {
    app = await createStaticServer({ root });
  });
  afterAll(() => app.close());

  it('serves the manifest to other origins, never cached', async () => {
    const response = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://localhost:3000' } });
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

  it('answers 404 for unknown files and app routes alike', async () => {
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/plans' })).statusCode).toBe(404);
  });
});

describe('the host (single-page app with an API proxy and runtime config)', () => {
  let upstream;
  let app;
  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/members/view_plans', async (req) => ({ plans: [], cookie: req.headers.cookie ?? null }));
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = await createStaticServer({
      root,
      spa: true,
      apiTarget: address,
      runtimeConfig: (req) => ({ from: req.hostname }),
    });
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

  it('forwards /api/* to the API without the prefix, cookies included', async () => {
    const response = await app.inject({ url: '/api/members/view_plans', headers: { cookie: 'spotter_session=abc' } });
    expect(response.json()).toEqual({ plans: [], cookie: 'spotter_session=abc' });
  });

  it('serves the runtime configuration uncached', async () => {
    const response = await app.inject({ url: '/spotter.config.json', headers: { host: 'gym.example:3000' } });
    expect(response.json()).toEqual({ from: 'gym.example' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
