// The host's time to first byte for a page: back to back (what it knows is fresh) and after a
// pause longer than it keeps remote manifests (host/server/remote-hints.mjs reads them again
// after 5 s), when a page built on the request's path would wait for them.

const PAUSE_MS = 6_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** ms until the response's headers arrive (fetch resolves then); the body is read and dropped. */
async function firstByte(url) {
  const start = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const ms = performance.now() - start;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

/**
 * Medians of `warm` back-to-back requests (after one to warm up) and of `cold` requests each
 * after a pause of `pauseMs`, for each url in turn so that both apps see the same moments.
 */
export async function timeToFirstByte(urls, { warm = 7, cold = 3, pauseMs = PAUSE_MS } = {}) {
  const times = urls.map(() => ({ warm: [], cold: [] }));
  for (const url of urls) await firstByte(url);
  for (let i = 0; i < warm; i += 1)
    for (const [u, url] of urls.entries()) times[u].warm.push(await firstByte(url));
  for (let i = 0; i < cold; i += 1) {
    for (const [u, url] of urls.entries()) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs + 500));
      times[u].cold.push(await firstByte(url));
    }
  }
  return times.map((t) => ({ warm: median(t.warm), cold: median(t.cold) }));
}
