import { pageHintsOf } from './page-hints.mjs';

/** Chunk groups as the compilation names them, each with its chunks' files. */
const groups = (byName) =>
  new Map(
    Object.entries(byName).map(([name, files]) => [name, { chunks: [{ files: new Set(files) }] }]),
  );
const COMPILATION = groups({
  bootstrap: ['bootstrap.1.js', 'bootstrap.1.css'],
  'shared-libraries': ['shared-libraries.2.js'],
  dashboard: ['dashboard.3.js', 'shared-libraries.2.js', 'dashboard.3.css'],
  'dashboard-charts': ['dashboard-charts.4.js'],
});

describe("the host's own pages' hints at build time", () => {
  it("gives each page its chunks' scripts, less the start-up code, and its first requests", () => {
    const hints = pageHintsOf(
      {
        pageChunks: { '/dashboard': ['dashboard', 'dashboard-charts'] },
        firstRequests: [{ page: '/dashboard', request: '/dashboard/summary' }],
      },
      COMPILATION,
      '/',
      'page-hints.ts',
    );
    expect(hints).toEqual({
      '/dashboard': {
        scripts: ['/dashboard.3.js', '/dashboard-charts.4.js'],
        firstRequests: ['/dashboard/summary'],
      },
    });
  });

  it("gives every signed-in page the shell's chunk and the kit's, named by its cache group", () => {
    const hints = pageHintsOf(
      { pageChunks: {}, signedInChunks: ['signed-in', 'shared-kit'] },
      groups({ 'shared-libraries': ['shared-libraries.2.js'], 'signed-in': ['signed-in.5.js'] }),
      '/',
      'page-hints.ts',
      new Map([['shared-kit', { files: new Set(['shared-kit.6.js']) }]]),
    );
    expect(hints).toEqual({
      '*': { scripts: ['/signed-in.5.js', '/shared-kit.6.js'], firstRequests: [] },
    });
    expect(() =>
      pageHintsOf(
        { pageChunks: {}, signedInChunks: ['shared-kit'] },
        COMPILATION,
        '/',
        'page-hints.ts',
      ),
    ).toThrow('page-hints.ts: signedInChunks: no chunk named "shared-kit"');
  });

  it.each([
    [
      'a chunk name the code does not have',
      { pageChunks: { '/dashboard': ['dashbord'] } },
      'page-hints.ts: /dashboard: no chunk named "dashbord"',
    ],
    [
      'a first request of a page it does not list',
      {
        pageChunks: { '/dashboard': ['dashboard'] },
        firstRequests: [{ page: '/settings', request: '/settings' }],
      },
      'page-hints.ts: first request "/settings": page must be a path under the prefixes',
    ],
    [
      'a first request that is not a template',
      {
        pageChunks: { '/dashboard': ['dashboard'] },
        firstRequests: [{ page: '/dashboard', request: 'dashboard/summary' }],
      },
      'page-hints.ts: first request of /dashboard: "dashboard/summary" must start with the path',
    ],
  ])('fails the build on %s', (_case, module, message) => {
    expect(() => pageHintsOf(module, COMPILATION, '/', 'page-hints.ts')).toThrow(message);
  });
});
