/** Stops the server global-setup.ts started (none when the run was given one). */
export default async function stopTestPostgres() {
  await globalThis.spotterPostgres?.stop();
}
