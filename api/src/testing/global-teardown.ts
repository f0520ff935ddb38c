/** After the API suite: removes the templates and stops the server that global-setup.ts made. */
export default async function tearDownApiSuite() {
  const cleanUps = globalThis.spotterTestCleanUps ?? [];
  while (cleanUps.length > 0) await cleanUps.pop()!();
}
