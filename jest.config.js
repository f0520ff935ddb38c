/** One Jest run over every package; each package is a project with its own environment. */
const { prebundledPackages } = require('./testing/prebundled-packages.cjs');

/** Jest's runtime, with V8's compiled code kept for a worker's later test files (see the file). */
const runtime = '<rootDir>/../testing/code-cache-runtime.cjs';

/** TypeBox, Kysely and ExcelJS as one file each (see the file): every test file loads them. */
const prebundled = prebundledPackages();

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Compiles only these ES-module-only packages out of node_modules, for CommonJS code that loads them. */
const compileOnly = (...names) => [
  `/node_modules/(?!(\\.pnpm/(${names.join('|')})@[^/]+/node_modules/)?(${names.join('|')})/)`,
];

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  runtime,
  // jsdom, keeping across a worker's files what in-process test apps compiled (see the file).
  testEnvironment: '<rootDir>/../testing/jsdom-environment.cjs',
  transform: { '^.+\\.((t|j)sx?|mjs)$': swc },
  // The screens import the wire contract as types only; a unit test may check replies against its
  // schemas at run time (shared's fake API test does), which loads TypeBox (ES modules only), and a
  // screen test may run the real API in-process (shared/src/testing/in-process-api.ts), which loads
  // cookie 2.x (ES modules only) through @fastify/cookie.
  transformIgnorePatterns: compileOnly('typebox', 'cookie'),
  setupFilesAfterEnv: ['<rootDir>/../testing/setup-dom.ts'],
  // The API's migrated SQLite template, for screen tests on the real API in-process
  // (shared/src/testing/in-process-api.ts); made once per run, as for the API suite.
  globalSetup: '<rootDir>/../api/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/../api/src/testing/global-teardown.ts',
  moduleNameMapper: {
    ...prebundled,
    '^@spotter/shared$': '<rootDir>/../shared/src/index.ts',
    '^@spotter/shared/(.*)$': '<rootDir>/../shared/src/$1',
    // Its package exports types only (so no bundle can import it); tests reach the source.
    '^@spotter/api/contract$': '<rootDir>/../api/src/schemas/index.ts',
    // The routes' paths: plain strings, which the screens import at run time.
    '^@spotter/api/paths$': '<rootDir>/../api/src/schemas/paths.ts',
    // The gym's clock for classes, which tests set sessions by (shared/src/testing).
    '^@spotter/api/class-times$': '<rootDir>/../api/src/domain/class-times.ts',
    // The real API in-process, for screen tests (shared/src/testing/in-process-api.ts).
    '^@spotter/api/screen-api$': '<rootDir>/../api/src/testing/screen-api.ts',
    '\\.(png|svg|jpe?g|gif|webp)$': '<rootDir>/../testing/file-stub.js',
    '^@scalar/fastify-api-reference$': '<rootDir>/../testing/api-reference-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

// The API loads ES-module-only plugins with import(): keep those calls as they are (Jest runs
// with VM modules) instead of turning them into require().
const swcKeepingImport = [
  '@swc/jest',
  { ...swc[1], module: { type: 'commonjs', ignoreDynamic: true } },
];

/**
 * The walks over the route table that check what the route layer decides before any query: a
 * 401 without a session, and each built-in role's 403s and the fields its answers leave out. They
 * run on SQLite alone: each route's own tests, on both databases, check what it reads and writes.
 */
const ROUTE_LAYER_WALKS = [
  '/every-route-needs-a-session\\.test\\.ts$',
  '/every-route-for-every-role\\.test\\.ts$',
];

/**
 * The API suite, once per database. `*.sqlite.test.ts` and `*.postgres.test.ts` test what only
 * one of them has; every other API test runs on both, but the route layer's walks above. The PostgreSQL run starts its own
 * throwaway server (api/src/testing/postgres/) unless SPOTTER_TEST_POSTGRES_URL names one.
 */
const api = (database) => ({
  displayName: database === 'sqlite' ? 'api' : `api-${database}`,
  rootDir: '<rootDir>/api',
  runtime,
  // typebox 1.x, cookie 2.x and content-disposition 3.x (through the static server that the
  // proxy tests start) ship ES modules only; Jest on Node 20 needs them as CommonJS.
  transform: { '^.+\\.(ts|mjs|js)$': swcKeepingImport },
  transformIgnorePatterns: compileOnly('typebox', 'cookie', 'content-disposition'),
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(database === 'sqlite'
      ? ['\\.postgres\\.test\\.ts$']
      : ['\\.sqlite\\.test\\.ts$', ...ROUTE_LAYER_WALKS]),
  ],
  globals: { SPOTTER_TEST_DATABASE: database },
  // Node's environment, with what may be loaded once per worker instead of once per file.
  testEnvironment: '<rootDir>/src/testing/worker/environment.cjs',
  moduleNameMapper: {
    ...prebundled,
    '^@scalar/fastify-api-reference$': '<rootDir>/src/testing/worker/scalar-reference.cjs',
  },
  // Migrated template databases (and on PostgreSQL the server) for the whole run; see the files.
  globalSetup: `<rootDir>/src/testing/${database === 'sqlite' ? '' : 'postgres/'}global-setup.ts`,
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
});

module.exports = {
  // Jest's default on 2 cores is 1 worker. The whole run (pnpm test:unit) took 150 s and 184 s
  // with 2 workers, 124 s and 165 s with 3, 147 s and 125 s with 4 (a shared, busy machine): 3
  // keeps both cores busy while the PostgreSQL tests wait on their server.
  maxWorkers: 3,
  // "A worker process has failed to exit gracefully": the workers leak nothing. Traced with
  // async_hooks, no timer, socket, pipe or other handle outlives the test file that made it, and
  // at the end a worker's 'exit' event fires within 1 ms with only its three stdio pipes open.
  // What outlasts Jest's 500 ms is the process freeing its heap (dozens of jsdom windows or test
  // apps) on a loaded 2-core machine: the run ended about 0.9 s after its last file. A ceiling, as
  // below: a worker that exits at once is not waited for.
  workerGracefulExitTimeout: 5_000,
  // A ceiling, not a wait: a test ends as soon as it is done. Jest's 5 s default was hit by screen
  // tests that type with userEvent and by PostgreSQL set-up hooks when the machine was busy
  // (three workers on two cores is itself a busy machine), failing them by chance; so was 30 s by
  // the route walks' Owner on PostgreSQL (every route, nearly every one a write: 16–30 s at a load
  // of 9), whose time follows the routes' count.
  testTimeout: 90_000,
  projects: [
    web('shared'),
    {
      ...web('host'),
      setupFilesAfterEnv: [
        '<rootDir>/../testing/setup-dom.ts',
        '<rootDir>/src/testing/federation-runtime.ts',
      ],
    },
    // The workspace's remotes (remotes.json), one project each, named after its folder.
    ...require('./remotes.json').map(({ folder }) => web(folder)),
    {
      // The Node servers that serve the built apps, and the benchmarks' helpers: plain ES modules,
      // run as they are.
      displayName: 'servers',
      rootDir: '<rootDir>',
      runtime: '<rootDir>/testing/code-cache-runtime.cjs',
      testEnvironment: 'node',
      // Only the ESM-only dependencies that CommonJS packages require() get compiled.
      transform: { 'node_modules/.+\\.js$': swc },
      transformIgnorePatterns: compileOnly('content-disposition', 'cookie'),
      testMatch: [
        '<rootDir>/tools/**/*.test.mjs',
        '<rootDir>/host/server/**/*.test.mjs',
        '<rootDir>/host/build/**/*.test.mjs',
        '<rootDir>/scripts/**/*.test.mjs',
      ],
      testPathIgnorePatterns: ['/node_modules/'],
    },
    api('sqlite'),
    api('postgres'),
  ],
};
