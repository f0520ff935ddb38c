import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { sharedBoundary, staticImports, startUpFiles } from './shared-boundary.mjs';

// A workspace in miniature: a core, a kit beside it, and a host whose entry imports a page at once
// and the signed-in shell through import().
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-boundary-'));
const files = {
  'shared/src/core/index.ts': "export * from './ui/button';",
  'shared/src/core/ui/button.tsx': 'export const Button = 1;',
  'shared/src/core/ui/button.test.tsx':
    "import { renderWithProviders } from '../../testing/render';",
  'shared/src/testing/render.tsx': "import { Button } from '../core/ui/button';",
  'shared/src/ui/table.tsx': "import { Button } from '@spotter/shared/core';",
  'host/src/index.ts': "import { start } from './app/start';\nvoid import('./shell');",
  'host/src/app/start.tsx': "import { Loading } from '@spotter/shared/core';",
  'host/src/shell.tsx': "import { DataTable } from '@spotter/shared';",
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const options = [
  { basePath: root, shared: 'shared/src', core: 'shared/src/core', startUp: ['host/src/index.ts'] },
];
const at = (file, code, errors) => ({
  filename: path.join(root, file),
  code,
  options,
  ...(errors ? { errors: errors.map((messageId) => ({ messageId })) } : {}),
});

describe('the host start-up graph', () => {
  it('follows static imports and re-exports, not import() nor type-only imports', () => {
    expect(
      staticImports(
        [
          "import { a } from './a';",
          "import type { B } from './b';",
          "export { c } from './c';",
          "export type { D } from './d';",
          "import './e';",
          "const f = import('./f');",
        ].join('\n'),
      ),
    ).toEqual(['./a', './c', './e']);
    const reached = [...startUpFiles([path.join(root, 'host/src/index.ts')])];
    expect(reached.map((file) => path.relative(root, file))).toEqual([
      'host/src/index.ts',
      'host/src/app/start.tsx',
    ]);
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'shared-boundary',
  sharedBoundary,
  {
    valid: [
      at('shared/src/core/ui/card.tsx', "import { Button } from './button';"),
      at('shared/src/core/index.ts', "export * from './ui/button';"),
      // A test is never bundled.
      at('shared/src/core/ui/button.test.tsx', "import { render } from '../../testing/render';"),
      at('shared/src/testing/render.tsx', "import { Button } from '../core/ui/button';"),
      at('shared/src/ui/table.tsx', "import { Button } from '@spotter/shared/core';"),
      at('shared/src/ui/table.tsx', "import { Pager } from './pager';"),
      at('host/src/app/start.tsx', "import { Loading } from '@spotter/shared/core';"),
      at('host/src/index.ts', "void import('@spotter/shared');"),
      // Off the start-up path, the shell may use the kit.
      at('host/src/shell.tsx', "import { DataTable } from '@spotter/shared';"),
    ],
    invalid: [
      at('shared/src/core/ui/card.tsx', "import { DataTable } from '@spotter/shared';", [
        'coreImportsKit',
      ]),
      at('shared/src/core/ui/card.tsx', "import { Combobox } from '@spotter/shared/combobox';", [
        'coreImportsKit',
      ]),
      at('shared/src/core/ui/card.tsx', "import { Table } from '../../ui/table';", [
        'coreImportsKit',
      ]),
      at('shared/src/core/ui/card.tsx', "void import('../../ui/table');", ['coreImportsKit']),
      at('shared/src/ui/table.tsx', "import { Button } from '../core/ui/button';", ['coreByName']),
      at('shared/src/ui/table.tsx', "export { Button } from '../core';", ['coreByName']),
      at('host/src/app/start.tsx', "import { DataTable } from '@spotter/shared';", [
        'startUpImportsKit',
      ]),
      at('host/src/app/start.tsx', "import type { Column } from '@spotter/shared';", [
        'startUpImportsKit',
      ]),
      at('host/src/app/start.tsx', "import { Combobox } from '@spotter/shared/combobox';", [
        'startUpImportsKit',
      ]),
    ],
  },
);
