import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import cycles from './tools/eslint-rules/no-cycle.mjs';
import { noApiPathLiteral, readApiPaths } from './tools/eslint-rules/no-api-path-literal.mjs';
import { sharedBoundary } from './tools/eslint-rules/shared-boundary.mjs';
import workspaceRemotes from './remotes.json' with { type: 'json' };

const spotter = {
  rules: {
    ...cycles.rules,
    'no-api-path-literal': noApiPathLiteral,
    'shared-boundary': sharedBoundary,
  },
};

// Every path the API registers (api/src/schemas/paths.ts), and the expression that names it.
const apiPaths = await readApiPaths(new URL('./api/src/schemas/paths.ts', import.meta.url));

// Sections meet only in @spotter/shared and through the API, never by importing each other.
const sectionBoundaries = [
  {
    group: ['@spotter/remote-*', ...workspaceRemotes.map(({ folder }) => `**/${folder}/**`)],
    message: 'Remotes never import each other.',
  },
  { group: ['**/host/**'], message: 'Only the host imports host code.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/@mf-types/**',
      'test-results/**',
      // What pnpm release writes (docs/deploying.md): built files.
      'deploy/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A cycle makes module start-up order matter and hides a missing layer: refuse them everywhere,
    // type-only ones too (import-x/no-cycle lets those through; spotter/no-cycle reads the same
    // modules and does not).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, spotter },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'tools/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: { 'spotter/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API's layers point one way (docs/architecture.md, "The API's layers"): a lower folder
    // never imports a higher one, not even a type.
    files: ['api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ['schemas', ['lib', 'db', 'domain', 'plugins', 'routes']],
            ['lib', ['domain', 'plugins', 'routes']],
            ['db', ['plugins', 'routes']],
            // A migration keys plan and role names by the rule the domain keys them by.
            ['db', ['domain'], ['./name-key.ts']],
            ['domain', ['plugins', 'routes']],
            ['plugins', ['routes']],
          ].map(([target, from, except = []]) => ({
            target: `api/src/${target}`,
            from: from.map((folder) => `api/src/${folder}`),
            except,
            message: `api/src/${target} sits below ${from.join(', ')}: move what it needs down a layer.`,
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS, where require() is the way to import (Jest reads its configuration with it).
    files: ['**/*.cjs', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Sections meet only in @spotter/shared and through the API, never by importing each other.
    files: ['remote-*/src/**', 'host/src/**', 'shared/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: sectionBoundaries }],
      // The wire contract reaches the browser as types only: its schemas (and TypeBox) stay in the
      // API. Its routes' paths are plain strings, the one part a screen imports as values.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@spotter/api(/(?!paths$).*)?|typebox(/.*)?)$',
              allowTypeImports: true,
              message:
                "Screens import the wire contract as types only: `import type { … } from '@spotter/api/contract'` (its paths are values: `import { paths } from '@spotter/shared'`).",
            },
          ],
        },
      ],
    },
  },
  {
    // @spotter/shared's core never imports its kit, the kit reaches the core by its package name, and
    // the host's start-up code (the login page) imports only the core (docs/architecture.md, "The
    // core and the kit").
    files: ['host/src/**', 'shared/src/**'],
    plugins: { spotter },
    rules: {
      'spotter/shared-boundary': [
        'error',
        {
          basePath: import.meta.dirname,
          shared: 'shared/src',
          core: 'shared/src/core',
          startUp: ['host/src/index.ts', 'host/src/bootstrap.tsx'],
        },
      ],
    },
  },
  {
    // Every API URL comes from the paths module, typed once (docs/architecture.md, "A route is one
    // declaration"). The sections' declarations and the host's page hints are plain data read alone
    // by the build, without imports: their first requests stay text, checked against the pages.
    files: ['remote-*/src/**', 'host/src/**', 'shared/src/**'],
    ignores: ['remote-*/src/declaration.ts', 'host/src/app/page-hints.ts'],
    plugins: { spotter },
    rules: {
      'spotter/no-api-path-literal': [
        'error',
        // The browser's own URLs that are an API path too: a link there is not a call.
        {
          paths: apiPaths,
          pages: [
            '/activity',
            '/classes/settings',
            '/classes/types',
            '/deleted',
            '/reminders',
            '/team/roles',
          ],
        },
      ],
    },
  },
  {
    // The router reaches the host and the remotes through @spotter/shared (shared/src/core/router.ts);
    // tests may build their own routers from it.
    files: ['remote-*/src/**', 'host/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: sectionBoundaries,
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            message:
              "Import the router from '@spotter/shared': a remote's own copy would be a second router, outside the host's.",
          })),
        },
      ],
    },
  },
  {
    // One data vocabulary (docs/architecture.md, "The resource kit"): a screen reads and writes
    // through its resource's verbs (list, one, create, update, remove and its named actions), and
    // the kit makes stale what each write declares. No screen calls the HTTP client or clears
    // SWR's cache by hand. Named exceptions: the core's own session (login, logout, choosing a
    // password) and the branch keeper (a switch starts SWR's cache afresh).
    files: ['remote-*/src/features/**', 'host/src/features/**'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'host/src/features/auth/api/**',
      'host/src/features/layout/branch-keeper.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='swr'] ImportSpecifier[imported.name=/^(mutate|useSWRConfig)$/]",
          message:
            "A write declares what it makes stale on its resource (`stale`, an action's `stale`, shared/src/resources/stale.ts) and the kit revalidates it: no screen clears SWR's cache by hand. A bound `mutate` from useApi (Retry) is fine.",
        },
        {
          selector:
            "ImportDeclaration[source.value=/^@spotter\\u002Fshared(\\u002Fcore)?$/] ImportSpecifier[imported.name='request']",
          message:
            'Screens write through their resource: `useResourceWrites(resource)` (create, update, remove, `actions.name`), declared with `defineResource` and `action`.',
        },
      ],
    },
  },
  {
    // A unit test, and the screen tests' kit (the fake API: its roles, the fields it leaves out),
    // may use the contract's values at run time: neither is ever bundled.
    files: [
      'host/src/**/*.test.{ts,tsx}',
      'remote-*/src/**/*.test.{ts,tsx}',
      'shared/src/**/*.test.{ts,tsx}',
      'shared/src/testing/**/*.{ts,tsx}',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
