// `@scalar/fastify-api-reference` in an API test file: the copy this Jest worker loaded once
// (./environment.cjs). `import()` answers it as the default export.
module.exports = globalThis[Symbol.for('spotter.test-worker.modules')].scalarReference;
