// The API tests' Jest environment: Node's, plus packages loaded once per Jest worker instead of
// once per test file, and handed to each file's module registry (jest.config.js maps their names
// to the files beside this one).
//
// Only packages whose use does not depend on which realm made their objects belong here. Scalar's
// reference page qualifies: its plugin registers routes on the app it is given and answers text,
// and nothing in the app or the tests looks at its objects. Loading it (an ES module of 4 MB, most
// of it the page's own script as one string) took about 0.2 s of every API test file: a tenth of a
// typical file's time, about 75 CPU-seconds of a whole run.
//
// `validators` keeps the request validators that test apps compiled, by schema, for the later
// files of this worker (testing/shared-compilers.ts): compiling them was another tenth. The
// OpenAPI documents made so far (plugins/openapi.ts) are kept alike: a route walk reads the
// reference, and making its document took about 2 CPU-seconds in each walk's file.
const { TestEnvironment } = require('jest-environment-node');

/** Started by the first test file of this worker; each later file waits for the same load. */
let loading;
const load = () =>
  (loading ??= import('@scalar/fastify-api-reference').then((reference) => ({
    scalarReference: reference.default,
    validators: new Map(),
  })));

/** Where the mapped modules (./scalar-reference.cjs) find what this worker loaded. */
const KEY = Symbol.for('spotter.test-worker.modules');
/** Where plugins/openapi.ts keeps the documents it made. */
const DOCUMENTS = Symbol.for('spotter.openapi-documents');
const documents = new Map();

class ApiTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global[KEY] = await load();
    this.global[DOCUMENTS] = documents;
  }
}

module.exports = ApiTestEnvironment;
