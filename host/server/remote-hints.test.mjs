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

describe('preload hints from the remotes’ manifests', () => {
  it("gives every manifest, and the owning section's entry and exposed chunks", async () => {
    const hints = createRemoteHints({ remotes: REMOTES, fetch: fakeFetch() });
    expect(await hints.forPage('/users/3/edit')).toEqual({
      manifests: Object.values(REMOTES),
      scripts: [
        'http://localhost:3001/remoteEntry.js',
        'http://localhost:3001/__federation_expose_section.members.js',
      ],
    });
    expect((await hints.forPage('/plans')).scripts).toEqual([
      'http://localhost:3003/remoteEntry.js',
      'http://localhost:3003/__federation_expose_section.plans.js',
    ]);
  });

  it('gives no scripts for the host’s own pages or a URL no section claims', async () => {
    const hints = createRemoteHints({ remotes: REMOTES, fetch: fakeFetch() });
    for (const page of ['/', '/dashboard', '/usersx', '/plan'])
      expect((await hints.forPage(page)).scripts).toEqual([]);
  });

  it('reads each manifest once for a while, then again (a redeployed remote)', async () => {
    const fetch = fakeFetch();
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const hints = createRemoteHints({ remotes: REMOTES, fetch, maxAgeMs: 5_000 });
    await hints.forPage('/users');
    await hints.forPage('/plans');
    expect(fetch).toHaveBeenCalledTimes(2);
    now += 5_000;
    await hints.forPage('/users');
    expect(fetch).toHaveBeenCalledTimes(4);
    jest.restoreAllMocks();
  });

  it('gives a remote that is down, answers an error or declares nothing no hints at all', async () => {
    for (const down of [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve({ ok: false, status: 503 }),
      () => answer({ metaData: {} }),
    ]) {
      const hints = createRemoteHints({
        remotes: REMOTES,
        fetch: fakeFetch({ ...MANIFESTS, [REMOTES.plans]: down }),
      });
      expect(await hints.forPage('/plans')).toEqual({ manifests: [REMOTES.members], scripts: [] });
      expect((await hints.forPage('/users')).scripts).toHaveLength(2);
    }
  });

  it('never holds a page longer than its timeout for a remote that does not answer', async () => {
    jest.useFakeTimers();
    try {
      const hanging = () => new Promise(() => {});
      const hints = createRemoteHints({
        remotes: REMOTES,
        timeoutMs: 150,
        fetch: fakeFetch({ ...MANIFESTS, [REMOTES.plans]: hanging }),
      });
      let result;
      void hints.forPage('/users').then((hint) => (result = hint));
      await jest.advanceTimersByTimeAsync(149);
      expect(result).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toEqual({
        manifests: [REMOTES.members],
        scripts: expect.arrayContaining(['http://localhost:3001/remoteEntry.js']),
      });
    } finally {
      jest.useRealTimers();
    }
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
