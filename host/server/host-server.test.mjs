import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostServer } from './host-server.mjs';
import workspaceRemotes from '../../remotes.json' with { type: 'json' };

let root;
let app;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-host-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Spotter</title>');
  app = await createHostServer({ API_URL: 'http://127.0.0.1:9' }, root);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A remote's server that answers only its manifest, declaring `spotterSection`; listening. */
async function manifestServer(spotterSection) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        metaData: {
          publicPath: 'auto',
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          spotterSection,
        },
        exposes: [],
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe("the host's server", () => {
  it('never takes remote URLs from the Host header', async () => {
    const response = await app.inject({
      url: '/spotter.config.json',
      headers: { host: 'evil.example' },
    });
    // Each workspace remote on its port of localhost (remotes.json), whatever the Host says.
    expect(Object.values(response.json().remotes)).toEqual(
      workspaceRemotes.map(({ port }) => `http://localhost:${port}/mf-manifest.json`),
    );
    expect(response.body).not.toContain('evil.example');
  });

  it.each(['/', '/plans/3/edit'])(
    'sends its pages (%s) with a CSP, no framing, a referrer policy and nosniff',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(
        "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004",
      );
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain('blob:');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(['/', '/users', '/plans/3/edit'])(
    'sends its page (%s) with the runtime configuration inside, never cached',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const block = response.body.match(
        /<script type="application\/json" id="spotter-config">(.*?)<\/script>/,
      )?.[1];
      // The configuration, and the declarations of the remotes the server has read (remote-hints.test.mjs).
      const { declarations, ...config } = JSON.parse(block);
      expect(config).toEqual((await app.inject({ url: '/spotter.config.json' })).json());
      expect(declarations).toEqual(expect.any(Object));
      expect(response.body).toContain(
        '<link rel="preload" href="/api/members/admin_me" as="fetch" crossorigin="use-credentials">',
      );
    },
  );

  it('sends the page of a host build deployed while it runs', async () => {
    const file = path.join(root, 'index.html');
    const before = fs.readFileSync(file);
    try {
      fs.writeFileSync(
        file,
        '<!doctype html><html><head><title>Spotter, rebuilt</title></head><body></body></html>',
      );
      const response = await app.inject({ url: '/users' });
      expect(response.body).toContain('<title>Spotter, rebuilt</title>');
      expect(response.body).toContain('id="spotter-config"');
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});

describe("the host's server announcing a page's first API reads", () => {
  const SIGNED_IN = { cookie: 'theme=dark; spotter_session=abc123' };
  const preloads = (html) =>
    [...html.matchAll(/<link rel="preload" href="([^"]*)" as="([a-z]+)"/g)].map(
      ([, href, as]) => `${as} ${href}`,
    );
  let remote;
  let hosted;
  beforeAll(async () => {
    // A members remote whose manifest declares the first read of /users.
    remote = await manifestServer({
      prefixes: ['/users'],
      sidebar: [],
      firstRequests: [{ page: '/users', request: '/members/view_members?page={page=1}&q={q}' }],
    });
    fs.writeFileSync(
      path.join(root, 'page-hints.json'),
      JSON.stringify({
        '/dashboard': {
          scripts: ['/dashboard.1234.js', '/dashboard-charts.5678.js'],
          firstRequests: ['/dashboard/summary'],
        },
        '*': { scripts: ['/signed-in.11.js', '/shared-kit.22.js'] },
      }),
    );
    hosted = await createHostServer(
      {
        API_URL: 'http://127.0.0.1:9',
        REMOTE_MEMBERS_URL: `http://127.0.0.1:${remote.address().port}/mf-manifest.json`,
        // The other remotes are down (nothing listens on port 9).
        REMOTE_STAFF_URL: 'http://127.0.0.1:9/staff.json',
        REMOTE_PLANS_URL: 'http://127.0.0.1:9/plans.json',
        REMOTE_BILLING_URL: 'http://127.0.0.1:9/billing.json',
      },
      root,
    );
    await hosted.remoteHints.refresh();
  });
  afterAll(async () => {
    await hosted.close();
    await new Promise((resolve) => remote.close(resolve));
    fs.rmSync(path.join(root, 'page-hints.json'));
  });

  it("preloads a signed-in page's first read, filled from its URL, in the client's own mode", async () => {
    const response = await hosted.inject({ url: '/users?q=ann%20b&page=2', headers: SIGNED_IN });
    expect(response.body).toContain(
      '<link rel="preload" href="/api/members/view_members?page=2&amp;q=ann+b" as="fetch" crossorigin="use-credentials">',
    );
    expect(preloads(response.body)).toEqual([
      'fetch /api/members/admin_me',
      'fetch /api/members/view_members?page=2&amp;q=ann+b',
      `fetch http://127.0.0.1:${remote.address().port}/mf-manifest.json`,
      `script http://127.0.0.1:${remote.address().port}/remoteEntry.js`,
      'script /signed-in.11.js',
      'script /shared-kit.22.js',
    ]);
  });

  it('preloads the session and the first read with the branch the URL names, where the client puts it', async () => {
    const response = await hosted.inject({ url: '/users?branch=2&q=ann', headers: SIGNED_IN });
    expect(preloads(response.body).filter((hint) => hint.startsWith('fetch /api/'))).toEqual([
      'fetch /api/members/admin_me?branch=2',
      'fetch /api/members/view_members?page=1&amp;q=ann&amp;branch=2',
    ]);
    const all = await hosted.inject({ url: '/dashboard?branch=all', headers: SIGNED_IN });
    expect(preloads(all.body)).toEqual(
      expect.arrayContaining(['fetch /api/dashboard/summary?branch=all']),
    );
    // Not a branch: the client names none, nor does the preload.
    const junk = await hosted.inject({ url: '/users?branch=x', headers: SIGNED_IN });
    expect(preloads(junk.body).filter((hint) => hint.startsWith('fetch /api/'))).toEqual([
      'fetch /api/members/admin_me',
      'fetch /api/members/view_members?page=1',
    ]);
  });

  it("preloads the host's own page's chunks and its first read, when signed in", async () => {
    const signedIn = await hosted.inject({ url: '/dashboard', headers: SIGNED_IN });
    expect(preloads(signedIn.body)).toEqual(
      expect.arrayContaining([
        'fetch /api/dashboard/summary',
        'script /dashboard.1234.js',
        'script /dashboard-charts.5678.js',
      ]),
    );
    // Signed out, the page ends on the sign-in form: none of the dashboard's files would be used.
    const signedOut = await hosted.inject({ url: '/dashboard' });
    expect(signedOut.body).not.toContain('/shared-kit.22.js');
    expect(signedOut.body).not.toContain('/dashboard.1234.js');
    expect(signedOut.body).not.toContain('/api/dashboard/summary');
  });

  it('preloads the signed-in shell and the admin kit on every signed-in page, never on the sign-in page', async () => {
    const scripts = async (url, headers) =>
      preloads((await hosted.inject({ url, headers })).body).filter((hint) =>
        hint.startsWith('script /'),
      );
    expect(await scripts('/users', SIGNED_IN)).toEqual(
      expect.arrayContaining(['script /signed-in.11.js', 'script /shared-kit.22.js']),
    );
    expect(await scripts('/dashboard', SIGNED_IN)).toEqual([
      'script /signed-in.11.js',
      'script /shared-kit.22.js',
      'script /dashboard.1234.js',
      'script /dashboard-charts.5678.js',
    ]);
    expect(await scripts('/', SIGNED_IN)).toEqual([]);
    expect(await scripts('/users')).toEqual([]);
  });

  it.each([
    ['without a session cookie', '/users', { cookie: 'theme=dark; spotter_session=' }],
    ['on the sign-in page', '/', SIGNED_IN],
    ['on a page that declares none', '/users/3/edit', SIGNED_IN],
    ['on a page no section claims', '/nowhere', SIGNED_IN],
  ])('announces no first read %s', async (_case, url, headers) => {
    const { body } = await hosted.inject({ url, headers });
    expect(preloads(body).filter((hint) => hint.startsWith('fetch /api/'))).toEqual([
      'fetch /api/members/admin_me',
    ]);
  });
});

describe("the host's server behind a TLS proxy", () => {
  it("passes on the browser's address that the proxy named in HOST_TRUST_PROXY appended", async () => {
    // An API that answers with the client address it was told.
    const api = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ client: req.headers['x-forwarded-for'] }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const host = await createHostServer(
      { API_URL: `http://127.0.0.1:${api.address().port}`, HOST_TRUST_PROXY: '10.0.0.5' },
      root,
    );
    try {
      const login = (remoteAddress) =>
        host.inject({
          method: 'POST',
          url: '/api/members/admin_login',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
      expect((await login('10.0.0.5')).json()).toEqual({ client: '203.0.113.9' });
      expect((await login('10.0.0.6')).json()).toEqual({ client: '10.0.0.6' });
    } finally {
      await host.close();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('will not start with a HOST_TRUST_PROXY that names no address', () => {
    expect(() => createHostServer({ HOST_TRUST_PROXY: 'balancer' }, root)).toThrow(
      /^HOST_TRUST_PROXY must be loopback, addresses or subnets/,
    );
  });
});

describe("the host's source maps", () => {
  beforeAll(() => fs.writeFileSync(path.join(root, 'main.0123456789.js.map'), '{"version":3}'));

  it('are not served unless SOURCE_MAPS=public', async () => {
    expect((await app.inject({ url: '/main.0123456789.js.map' })).statusCode).toBe(404);
    const open = await createHostServer(
      { API_URL: 'http://127.0.0.1:9', SOURCE_MAPS: 'public' },
      root,
    );
    try {
      expect((await open.inject({ url: '/main.0123456789.js.map' })).json()).toEqual({
        version: 3,
      });
    } finally {
      await open.close();
    }
  });
});

describe('a section added to the host by configuration alone', () => {
  let lockers;
  let hosted;
  beforeAll(async () => {
    // A remote the host's code never names: its manifest declares /lockers and its link.
    lockers = await manifestServer({
      prefixes: ['/lockers'],
      sidebar: [{ label: 'Lockers', path: '/lockers', order: 90 }],
    });
    hosted = await createHostServer(
      {
        API_URL: 'http://127.0.0.1:9',
        REMOTE_LOCKERS_URL: `http://127.0.0.1:${lockers.address().port}/mf-manifest.json`,
      },
      root,
    );
    await hosted.remoteHints.refresh();
  });
  afterAll(async () => {
    await hosted.close();
    await new Promise((resolve) => lockers.close(resolve));
  });

  it('is in the page, with its declaration, its hints and its origin in the CSP', async () => {
    const origin = `http://127.0.0.1:${lockers.address().port}`;
    const response = await hosted.inject({
      url: '/lockers',
      headers: { cookie: 'spotter_session=abc123' },
    });
    const block = response.body.match(
      /<script type="application\/json" id="spotter-config">(.*?)<\/script>/,
    )?.[1];
    const config = JSON.parse(block);
    expect(Object.keys(config.remotes)).toEqual([
      ...workspaceRemotes.map(({ name }) => name),
      'lockers',
    ]);
    expect(config.remotes.lockers).toBe(`${origin}/mf-manifest.json`);
    expect(config.declarations.lockers).toEqual({
      prefixes: ['/lockers'],
      sidebar: [{ label: 'Lockers', path: '/lockers', order: 90 }],
    });
    expect(response.body).toContain(
      `<link rel="preload" href="${origin}/remoteEntry.js" as="script">`,
    );
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' ${workspaceRemotes.map(({ port }) => `http://localhost:${port} `).join('')}${origin}`,
    );
  });

  it('refuses to start, saying why, when a remote is configured wrongly', () => {
    expect(() =>
      createHostServer({ 'REMOTE_LOCKER-ROOM_URL': 'https://cdn.example.com/m.json' }, root),
    ).toThrow(/^REMOTE_LOCKER-ROOM_URL: a remote's name is/);
    const started = spawnSync(process.execPath, ['index.mjs'], {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      env: { ...process.env, PORT: '0', REMOTE_LOCKERS_URL: 'lockers.example' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      'The host did not start: REMOTE_LOCKERS_URL is not a URL: "lockers.example"',
    );
  });
});
