// One cold load of a route in Chromium (a fresh context: empty cache, signed in unless it is the
// login page), under given network and CPU conditions, measured until the route's content appears
// (content-probe.mjs), never until the network is quiet. A load whose content does not appear
// within `timeout` is answered as a failure with its waterfall, not thrown, so that a benchmark
// can print it and go on.
import fs from 'node:fs';
import { adminContext } from './composed-app.mjs';
import { CONTENT, watchContent } from './content-probe.mjs';
import { analyseMainThread, TRACE_CATEGORIES } from './main-thread.mjs';
import { recordRequests, waterfallLines } from './waterfall.mjs';

export const RUN_TIMEOUT = 30_000;
// Main-thread work this long after the content still counts (a task right after it is the user's wait).
const AFTER_CONTENT_MS = 1000;

/** `promise`, or a rejection saying `what` after `ms`. */
export function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {object} options
 * @param {string} options.host       the app's origin
 * @param {string} options.route
 * @param {object} [options.network]  Network.emulateNetworkConditions' fields (latency, throughput)
 * @param {number} [options.cpu]      CPU slowdown (4 = four times slower), none if unset
 * @param {boolean} [options.trace]   also read the main thread's work from a performance trace
 * @param {string} [options.traceFile] and keep that trace there (DevTools' Performance panel opens it)
 * @param {boolean} [options.settle]  after the content, also wait for every request sent by then
 * @returns {Promise<{ ok: true, ms: number, mainThread?: object, requests: object[] }
 *   | { ok: false, error: string, waterfall: string[] }>}
 */
export async function coldLoad(
  browser,
  { host, route, network, cpu, trace, traceFile, settle, timeout = RUN_TIMEOUT },
) {
  const context =
    route === '/' ? await browser.newContext({ baseURL: host }) : await adminContext(browser, host);
  let tracing = false;
  let requests;
  try {
    const { appeared: content } = await watchContent(context, CONTENT[route].css);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    requests = recordRequests(cdp);
    if (network)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
        ...network,
      });
    if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (trace) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      tracing = true;
    }
    const appeared = within(content, timeout, 'no content');
    // Not awaited for 'load': the content is what is measured, whatever else is still loading.
    page.goto(route, { waitUntil: 'commit', timeout }).catch(() => {});
    const ms = await appeared;
    let mainThread;
    if (trace) {
      // The page's own clock: the wait ends AFTER_CONTENT_MS after the content, however busy it is.
      await page.evaluate(
        (until) =>
          new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now()))),
        ms + AFTER_CONTENT_MS,
      );
      tracing = false;
      const buffer = await browser.stopTracing();
      if (traceFile) fs.writeFileSync(traceFile, buffer);
      mainThread = analyseMainThread(buffer, { afterMs: AFTER_CONTENT_MS });
    }
    if (settle) await within(requests.settled(), timeout, 'requests still pending');
    return { ok: true, ms, mainThread, requests: requests.list() };
  } catch (error) {
    return { ok: false, error: error.message, waterfall: waterfallLines(requests?.list() ?? []) };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => {});
    await context.close();
  }
}
