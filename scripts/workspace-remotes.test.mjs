// remotes.json is the workspace's one list of its remotes (name, folder, port): scripts, Jest,
// ESLint, the rspack configs, the static server, the host's server and the journeys read it. What
// cannot read it (TypeScript's and pnpm's configurations) is held to it here.
import fs from 'node:fs';
import path from 'node:path';
import { JOURNEY_FIXTURES, REMOTES, ROOT } from './lib/setup.mjs';

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

test('names each remote once, by a name the host accepts, on a port of its own', () => {
  const names = REMOTES.map(({ name }) => name);
  const ports = REMOTES.map(({ port }) => port);
  expect(new Set(names).size).toBe(names.length);
  expect(new Set(ports).size).toBe(ports.length);
  for (const { name, folder, port } of REMOTES) {
    // The host's server knows a remote by the name its REMOTE_<NAME>_URL spells (runtime-config.mjs).
    expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(folder).toBe(`remote-${name}`);
    expect(Number.isInteger(port) && port > 3000 && port < 4000).toBe(true);
  }
});

test('lists every remote-* folder of the root, each a workspace package named after it', () => {
  const folders = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
    .map((entry) => entry.name);
  expect(folders.sort()).toEqual(REMOTES.map(({ folder }) => folder).sort());
  const workspace = [...read('pnpm-workspace.yaml').matchAll(/^ {2}- (\S+)$/gm)].map(([, p]) => p);
  for (const { folder } of REMOTES) {
    expect(workspace).toContain(folder);
    expect(JSON.parse(read(`${folder}/package.json`)).name).toBe(folder);
  }
});

test("TypeScript's browser program covers the host, shared, every remote and the journeys' remotes", () => {
  expect(JSON.parse(read('tsconfig.web.json')).include).toEqual([
    'shared/src',
    'host/src',
    ...REMOTES.map(({ folder }) => `${folder}/src`),
    ...JOURNEY_FIXTURES.map((folder) => `${folder}/src`),
  ]);
});

test("the journeys' remotes are the folders of e2e/fixtures, none of them a workspace remote", () => {
  const fixtures = fs.readdirSync(path.join(ROOT, 'e2e/fixtures'), { withFileTypes: true });
  expect(
    fixtures.filter((entry) => entry.isDirectory()).map((entry) => `e2e/fixtures/${entry.name}`),
  ).toEqual(JOURNEY_FIXTURES);
  const names = REMOTES.map(({ name }) => name);
  for (const folder of JOURNEY_FIXTURES)
    expect(names).not.toContain(path.basename(folder).replace(/^remote-/, ''));
});
