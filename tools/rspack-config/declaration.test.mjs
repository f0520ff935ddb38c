import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECLARATION_KEY, manifestWithDeclaration, readDeclaration } from './declaration.mjs';

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
  it('reads the TypeScript file and writes it into the manifest metadata', async () => {
    const file = write('good.ts', plans);
    const stats = { metaData: { name: 'plans' } };
    await manifestWithDeclaration(file).additionalData({ stats });
    expect(stats.metaData[DECLARATION_KEY]).toEqual({
      prefixes: ['/plans'],
      sidebar: [{ label: 'Plans', path: '/plans', order: 30 }],
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
      'a first request whose page is outside the prefixes',
      "export const declaration = { prefixes: ['/a'], sidebar: [], firstRequests: [{ page: '/b', request: '/x' }] };",
      'first request "/b": page must be a path under the prefixes, without a query',
    ],
    [
      'a first request that is not a template',
      "export const declaration = { prefixes: ['/a'], sidebar: [], firstRequests: [{ page: '/a', request: '/x?q=a{q}' }] };",
      'first request of /a: "/x?q=a{q}" q: a value is text, or one placeholder',
    ],
  ])('fails the build on %s', async (_case, source, message) => {
    await expect(readDeclaration(write(`bad-${_case.length}.ts`, source))).rejects.toThrow(message);
  });
});
