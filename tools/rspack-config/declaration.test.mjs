import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_KEY, DECLARATION_KEY, manifestWithBuild, readDeclaration } from './declaration.mjs';

let dir;
const write = (name, source) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-declaration-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const plans = `import type { SectionDeclaration } from '@spotter/shared';
export const declaration: SectionDeclaration = {
  prefixes: ['/plans'],
  sidebar: [{ label: 'Plans', path: '/plans', order: 30 }],
};`;

describe("a remote's section declaration at build time", () => {
  const PLANS_DIR = path.resolve(import.meta.dirname, '../../remote-plans');
  const read = (name) =>
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../..', name), 'utf8')).version;
  const shared = [
    { name: '@spotter/shared', version: '1.3.2', requiredVersion: '^1.3.0' },
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' },
  ];

  it('writes it into the manifest metadata, versioned, with the ranges the build needs', async () => {
    const file = write('good.ts', plans);
    const stats = { metaData: { name: 'plans' }, shared };
    await manifestWithBuild({
      dir: PLANS_DIR,
      declaration: file,
      externalRuntime: true,
    }).additionalData({ stats });
    const hostMajor = read('host/package.json').split('.')[0];
    const runtime = read('remote-plans/node_modules/@module-federation/enhanced/package.json');
    expect(stats.metaData[DECLARATION_KEY]).toEqual({
      schema: 2,
      requires: {
        host: `^${hostMajor}.0.0`,
        shared: { '@spotter/shared': '^1.3.0', react: '^19.3.0' },
        runtime: `~${runtime.split('.').slice(0, 2).join('.')}.0`,
      },
      prefixes: ['/plans'],
      sidebar: [{ label: 'Plans', path: '/plans', order: 30 }],
    });
    // And what the app was built with, as every app's manifest records it.
    expect(stats.metaData[BUILD_KEY]).toEqual({
      app: 'remote-plans',
      version: read('remote-plans/package.json'),
      shared: { '@spotter/shared': '1.3.2', react: '19.3.1' },
      runtime,
    });
  });

  it('keeps a host range the section asks for, and needs no runtime range when it brings its own', async () => {
    const file = write('host.ts', plans.replace('};', "  requires: { host: '>=1.4.0' },\n};"));
    const stats = { metaData: { name: 'plans' }, shared };
    await manifestWithBuild({ dir: PLANS_DIR, declaration: file }).additionalData({ stats });
    expect(stats.metaData[DECLARATION_KEY].requires).toEqual({
      host: '>=1.4.0',
      shared: { '@spotter/shared': '^1.3.0', react: '^19.3.0' },
    });
  });

  it("writes the pages' first requests too", async () => {
    const file = write(
      'first.ts',
      plans.replace(
        '};',
        "  firstRequests: [{ page: '/plans', request: '/members/view_plans?page={page=1}&q={q}' }],\n};",
      ),
    );
    expect((await readDeclaration(file)).firstRequests).toEqual([
      { page: '/plans', request: '/members/view_plans?page={page=1}&q={q}' },
    ]);
  });

  it('writes dashboard cards as schema 3; a declaration without cards stays schema 2, for older hosts', async () => {
    const card = "{ key: 'classes-today', order: 10, permission: 'classes.view' }";
    const file = write('cards.ts', plans.replace('};', `  dashboard: [${card}],\n};`));
    const stats = { metaData: { name: 'plans' }, shared };
    await manifestWithBuild({ dir: PLANS_DIR, declaration: file }).additionalData({ stats });
    expect(stats.metaData[DECLARATION_KEY]).toMatchObject({
      schema: 3,
      dashboard: [{ key: 'classes-today', order: 10, permission: 'classes.view' }],
    });
    const none = write('no-cards.ts', plans.replace('};', '  dashboard: [],\n};'));
    const plain = { metaData: { name: 'plans' }, shared };
    await manifestWithBuild({ dir: PLANS_DIR, declaration: none }).additionalData({ stats: plain });
    expect(plain.metaData[DECLARATION_KEY].schema).toBe(2);
  });

  it('writes search groups as schema 3', async () => {
    const group =
      "{ kind: 'class_types', group: 'Class types', href: '/plans/{id}/edit', order: 10 }";
    const file = write('search.ts', plans.replace('};', `  search: [${group}],\n};`));
    const stats = { metaData: { name: 'plans' }, shared };
    await manifestWithBuild({ dir: PLANS_DIR, declaration: file }).additionalData({ stats });
    expect(stats.metaData[DECLARATION_KEY]).toMatchObject({
      schema: 3,
      search: [{ kind: 'class_types', group: 'Class types', href: '/plans/{id}/edit', order: 10 }],
    });
  });

  it('refuses a file that imports code, which the build cannot run alone', async () => {
    const file = write(
      'code.ts',
      `import { routes } from './routes';\nexport const declaration = { prefixes: [], sidebar: [], routes };`,
    );
    await expect(readDeclaration(file)).rejects.toThrow(
      'must be plain data with type-only imports',
    );
  });

  it.each([
    ['no declaration export', 'export const other = 1;', 'export `declaration`'],
    [
      'a prefix that is not a path',
      "export const declaration = { prefixes: ['plans'], sidebar: [] };",
      'prefixes must be a list of paths',
    ],
    [
      'an entry without an order',
      "export const declaration = { prefixes: ['/a'], sidebar: [{ label: 'A', path: '/a' }] };",
      'A: order must be a number',
    ],
    [
      'a link permission that is not a permission name',
      "export const declaration = { prefixes: ['/a'], sidebar: [{ label: 'A', path: '/a', order: 1, permission: 'everyone' }] };",
      "A: permission must be a permission's name",
    ],
    [
      'a requirement other than the host',
      "export const declaration = { prefixes: ['/a'], sidebar: [], requires: { react: '^19.0.0' } };",
      'requires may only name the host',
    ],
    [
      'a host requirement that is not a range',
      "export const declaration = { prefixes: ['/a'], sidebar: [], requires: { host: 'latest' } };",
      'requires.host must be a range of host versions',
    ],
    [
      'a first request whose page is outside the prefixes',
      "export const declaration = { prefixes: ['/a'], sidebar: [], firstRequests: [{ page: '/b', request: '/x' }] };",
      'first request "/b": page must be a path under the prefixes, without a query',
    ],
    [
      'a first request that is not a template',
      "export const declaration = { prefixes: ['/a'], sidebar: [], firstRequests: [{ page: '/a', request: '/x?q=a{q}' }] };",
      'first request of /a: "/x?q=a{q}" q: a value is text, or one placeholder',
    ],
    [
      'dashboard cards that are not a list',
      "export const declaration = { prefixes: ['/a'], sidebar: [], dashboard: { key: 'a' } };",
      'dashboard must be a list of cards',
    ],
    [
      'a card key that names no component',
      "export const declaration = { prefixes: ['/a'], sidebar: [], dashboard: [{ key: 'Classes Today', order: 1 }] };",
      'dashboard card "Classes Today": key must be lower-case letters, digits and dashes',
    ],
    [
      'a card declared twice',
      "export const declaration = { prefixes: ['/a'], sidebar: [], dashboard: [{ key: 'a', order: 1 }, { key: 'a', order: 2 }] };",
      'dashboard card "a" is declared twice',
    ],
    [
      'a card without an order',
      "export const declaration = { prefixes: ['/a'], sidebar: [], dashboard: [{ key: 'a' }] };",
      'dashboard card "a": order must be a number',
    ],
    [
      'a card permission that is not a permission name',
      "export const declaration = { prefixes: ['/a'], sidebar: [], dashboard: [{ key: 'a', order: 1, permission: 'everyone' }] };",
      'dashboard card "a": permission must be a permission\'s name',
    ],
    [
      'a search group whose kind the API could not name',
      "export const declaration = { prefixes: ['/a'], sidebar: [], search: [{ kind: 'Class types', group: 'A', href: '/a/{id}', order: 1 }] };",
      'search group "Class types": kind must be lower-case letters and underscores',
    ],
    [
      'a search group leading outside the section, or to no record',
      "export const declaration = { prefixes: ['/a'], sidebar: [], search: [{ kind: 'a', group: 'A', href: '/b/{id}', order: 1 }] };",
      'search group "a": href must be a path under the section\'s prefixes holding {id}',
    ],
    [
      'a search group without a heading',
      "export const declaration = { prefixes: ['/a'], sidebar: [], search: [{ kind: 'a', group: ' ', href: '/a/{id}', order: 1 }] };",
      'search group "a": group must be its heading',
    ],
    [
      'a card carrying code or anything unknown',
      "export const declaration = { prefixes: ['/a'], sidebar: [], dashboard: [{ key: 'a', order: 1, title: 'A' }] };",
      'dashboard card "a": unknown title',
    ],
  ])('fails the build on %s', async (_case, source, message) => {
    await expect(readDeclaration(write(`bad-${_case.length}.ts`, source))).rejects.toThrow(message);
  });
});
