/**
 * After the API suite: removes the templates and stops the server that the global setups made.
 * Both API projects name this one file, so Jest runs it once, after all their tests.
 */
export default async function tearDownApiSuite() {
  const cleanUps = globalThis.spotterTestCleanUps ?? [];
  while (cleanUps.length > 0) await cleanUps.pop()!();
}
