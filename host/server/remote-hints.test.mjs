import { jest } from '@jest/globals';
import { createRemoteHints, sectionFiles } from './remote-hints.mjs';

const REMOTES = {
  members: 'http://localhost:3001/mf-manifest.json',
  plans: 'http://localhost:3003/mf-manifest.json',
};

/** A remote's mf-manifest.json as the federation plugin writes it, with the section's declaration. */
const manifestOf = (name, prefixes, chunk = `__federation_expose_section.${name}.js`) => ({
  id: name,
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    spotterSection: { prefixes, sidebar: [] },
  },
  exposes: [
    { name: 'section', path: './section', assets: { js: { sync: [chunk], async: ['lazy.js'] } } },
  ],
});

const answer = (body) => Promise.resolve({ ok: true, json: async () => body });
const MANIFESTS = {
  [REMOTES.members]: () => answer(manifestOf('members', ['/users', '/attendance'])),
  [REMOTES.plans]: () => answer(manifestOf('plans', ['/plans'])),
};
const fakeFetch = (manifests = MANIFESTS) => jest.fn((url) => manifests[url]());

/** Hints whose first read of every manifest has ended; closed after the test. */
let open = [];
async function readHints(options) {
  const hints = createRemoteHints({ remotes: REMOTES, fetch: fakeFetch(), ...options });
  open.push(hints);
  await hints.refresh();
  return hints;
}
afterEach(() => {
  for (const hints of open) hints.close();
  open = [];
  jest.useRealTimers();
});

describe('preload hints from the remotes’ manifests', () => {
  it("gives every declaration, and the owning section's manifest, entry and exposed chunks", async () => {
    const hints = await readHints();
    expect(hints.forPage('/users/3/edit')).toEqual({
      declarations: {
        members: { prefixes: ['/users', '/attendance'], sidebar: [] },
        plans: { prefixes: ['/plans'], sidebar: [] },
      },
      manifests: [REMOTES.members],
      scripts: [
        'http://localhost:3001/remoteEntry.js',
        'http://localhost:3001/__federation_expose_section.members.js',
      ],
      firstRequests: [],
    });
    expect(hints.forPage('/plans').scripts).toEqual([
      'http://localhost:3003/remoteEntry.js',
      'http://localhost:3003/__federation_expose_section.plans.js',
    ]);
  });

  it('gives no scripts for the host’s own pages or a URL no section claims', async () => {
    const hints = await readHints();
    for (const page of ['/', '/dashboard', '/usersx', '/plan']) {
      expect(hints.forPage(page).scripts).toEqual([]);
      expect(hints.forPage(page).manifests).toEqual([]);
      expect(Object.keys(hints.forPage(page).declarations)).toEqual(['members', 'plans']);
    }
  });

  it('gives the first requests the owning section declares for exactly that page', async () => {
    const manifest = manifestOf('members', ['/users', '/attendance']);
    manifest.metaData.spotterSection.firstRequests = [
      { page: '/users', request: '/members/view_members?page={page=1}' },
      { page: '/users', request: '/members/counts' },
      { page: '/attendance', request: '/attendance/records' },
    ];
    const hints = await readHints({
      fetch: fakeFetch({ ...MANIFESTS, [REMOTES.members]: () => answer(manifest) }),
    });
    expect(hints.forPage('/users').firstRequests).toEqual([
      '/members/view_members?page={page=1}',
      '/members/counts',
    ]);
    expect(hints.forPage('/users/3/edit').firstRequests).toEqual([]);
    expect(hints.forPage('/plans').firstRequests).toEqual([]);
  });

  it('reads every manifest when created, then again every refresh period (a redeployed remote)', async () => {
    jest.useFakeTimers();
    let chunk = 'section.first.js';
    const fetch = fakeFetch({
      ...MANIFESTS,
      [REMOTES.plans]: () => answer(manifestOf('plans', ['/plans'], chunk)),
    });
    const hints = await readHints({ fetch, refreshMs: 5_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
    hints.forPage('/plans');
    hints.forPage('/users');
    expect(fetch).toHaveBeenCalledTimes(2);
    chunk = 'section.second.js';
    await jest.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(hints.forPage('/plans').scripts).toEqual([
      'http://localhost:3003/remoteEntry.js',
      'http://localhost:3003/section.second.js',
    ]);
  });

  it('asks a remote that was not up yet again soon, then less often', async () => {
    jest.useFakeTimers();
    let up = false;
    const fetch = fakeFetch({
      ...MANIFESTS,
      [REMOTES.plans]: () =>
        up ? answer(manifestOf('plans', ['/plans'])) : Promise.reject(new TypeError('refused')),
    });
    const hints = await readHints({ fetch, refreshMs: 5_000, retryMs: 250 });
    const plansReads = () => fetch.mock.calls.filter(([url]) => url === REMOTES.plans).length;
    await jest.advanceTimersByTimeAsync(250 + 500);
    expect(plansReads()).toBe(3);
    up = true;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(hints.forPage('/plans').scripts).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(plansReads()).toBe(4);
    await jest.advanceTimersByTimeAsync(1);
    expect(plansReads()).toBe(5);
  });

  it('stops reading when closed', async () => {
    jest.useFakeTimers();
    const fetch = fakeFetch();
    const hints = await readHints({ fetch, refreshMs: 5_000 });
    hints.close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives a remote that is down, answers an error or declares nothing no hints at all', async () => {
    for (const down of [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve({ ok: false, status: 503 }),
      () => answer({ metaData: {} }),
    ]) {
      const hints = await readHints({ fetch: fakeFetch({ ...MANIFESTS, [REMOTES.plans]: down }) });
      expect(hints.forPage('/plans')).toEqual({
        declarations: { members: { prefixes: ['/users', '/attendance'], sidebar: [] } },
        manifests: [],
        scripts: [],
        firstRequests: [],
      });
      expect(hints.forPage('/users').scripts).toHaveLength(2);
    }
  });

  it('answers a page at once from what it knows while a remote never answers, and asks it only once meanwhile', async () => {
    jest.useFakeTimers();
    const fetch = fakeFetch({ ...MANIFESTS, [REMOTES.plans]: () => new Promise(() => {}) });
    const hints = createRemoteHints({ remotes: REMOTES, fetch, refreshMs: 1_000 });
    open.push(hints);
    expect(hints.forPage('/users')).toEqual({
      declarations: {},
      manifests: [],
      scripts: [],
      firstRequests: [],
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(hints.forPage('/users')).toEqual({
      declarations: { members: expect.objectContaining({ prefixes: ['/users', '/attendance'] }) },
      manifests: [REMOTES.members],
      scripts: expect.arrayContaining(['http://localhost:3001/remoteEntry.js']),
      firstRequests: [],
    });
    expect(hints.forPage('/plans').scripts).toEqual([]);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the files of a section', () => {
  it('resolves them against an absolute publicPath', () => {
    const manifest = manifestOf('plans', ['/plans']);
    manifest.metaData.publicPath = 'https://cdn.example.com/plans/v2/';
    expect(sectionFiles('https://config.example/plans.json', manifest).scripts).toEqual([
      'https://cdn.example.com/plans/v2/remoteEntry.js',
      'https://cdn.example.com/plans/v2/__federation_expose_section.plans.js',
    ]);
  });

  it('refuses a manifest whose prefixes are not paths', () => {
    expect(sectionFiles(REMOTES.plans, manifestOf('plans', ['plans']))).toBeNull();
  });
});
