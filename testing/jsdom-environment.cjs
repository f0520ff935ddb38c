// The screen projects' Jest environment: jsdom's, plus what a worker keeps across its test files
// for the screen tests that run the real API in-process (shared/src/testing/in-process-api.ts):
// the request validators its test apps compiled, by schema, as the API tests' environment keeps
// them (api/src/testing/worker/environment.cjs, api/src/testing/shared-compilers.ts). Compiling
// them was most of building an app.
const { TestEnvironment } = require('jest-environment-jsdom');

/** Where api/src/testing/shared-compilers.ts finds what this worker compiled. */
const KEY = Symbol.for('spotter.test-worker.modules');
const modules = { validators: new Map() };

class ScreenTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global[KEY] = modules;
  }
}

module.exports = ScreenTestEnvironment;
