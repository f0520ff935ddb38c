import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import spotter from './no-cycle.mjs';

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-no-cycle-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the modules, lints them all with spotter/no-cycle alone: its messages by file. */
async function cycles(modules) {
  for (const [name, source] of Object.entries(modules)) {
    fs.writeFileSync(path.join(dir, name), source);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX, spotter },
        settings: {
          'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
          'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
          'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
        },
        rules: { 'spotter/no-cycle': ['error', { ignoreExternal: true }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['*.ts']);
  return Object.fromEntries(
    results
      .filter((result) => result.messages.length > 0)
      .map((result) => [
        path.basename(result.filePath),
        result.messages.map(({ line, message }) => `${line}: ${message}`),
      ]),
  );
}

it('refuses a circle whose one side imports only a type', async () => {
  expect(
    await cycles({
      'kinds.ts': "import { members } from './members';\nexport const KINDS = [members];\n",
      'members.ts':
        "import type { Kind } from './kind';\nimport type { KINDS } from './kinds';\nexport const members: Kind = { name: 'members' };\nexport type All = typeof KINDS;\n",
      'kind.ts': 'export interface Kind { name: string }\n',
    }),
  ).toEqual({
    'kinds.ts': ['1: Dependency cycle detected.'],
    'members.ts': ['2: Dependency cycle detected.'],
  });
});

it('refuses a longer circle of type-only imports, naming the way back', async () => {
  expect(
    await cycles({
      'a.ts': "import type { B } from './b';\nexport type A = B[];\n",
      'b.ts': "export type { C as B } from './c';\n",
      'c.ts': "import type { A } from './a';\nexport interface C { a?: A }\n",
    }),
  ).toEqual({
    'a.ts': ['1: Dependency cycle via "./c":1.'],
    'b.ts': ['1: Dependency cycle via "./a":1.'],
    'c.ts': ['1: Dependency cycle via "./b":1.'],
  });
});

it('lets imports that point one way through', async () => {
  expect(
    await cycles({
      'rule.ts': "import type { Kind } from './kind';\nexport const named = (k: Kind) => k.name;\n",
      'route.ts':
        "import { named } from './rule';\nimport type { Kind } from './kind';\nexport const label = (k: Kind) => `(${named(k)})`;\n",
      'kind.ts': 'export interface Kind { name: string }\n',
    }),
  ).toEqual({});
});
