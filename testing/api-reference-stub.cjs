// `@scalar/fastify-api-reference` in the screen projects, where a test may run the real API
// in-process (shared/src/testing/in-process-api.ts): the reference page is an ES module of 4 MB that no
// screen reads, so the app registers this plugin in its place, which adds nothing.
module.exports = async function noReferencePage() {};
