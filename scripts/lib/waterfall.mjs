// Every request of one page load, from the Chrome DevTools Protocol, for the benchmarks to print
// when asked (--waterfall) and whenever a load does not finish: what was still pending, and what
// each request answered, is what tells a hang's cause.

/** Starts recording the requests `cdp` (a page's session, Network enabled) sees. */
export function recordRequests(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    // A redirect reuses the id: keep the first start, show the last URL.
    const known = requests.get(requestId);
    requests.set(requestId, {
      url: request.url,
      method: request.method,
      start: known?.start ?? timestamp,
      initiator: initiator?.type,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, response, timestamp }) =>
    Object.assign(requests.get(requestId) ?? {}, {
      status: response.status,
      fromCache: response.fromDiskCache || response.fromPrefetchCache,
      headersAt: timestamp,
    }),
  );
  const settled = [];
  const pending = () => [...requests.values()].filter((r) => r.start && r.end === undefined).length;
  const ended = (requestId, fields) => {
    Object.assign(requests.get(requestId) ?? {}, fields);
    if (pending() === 0) settled.splice(0).forEach((resolve) => resolve());
  };
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) =>
    ended(requestId, { end: timestamp, bytes: encodedDataLength }),
  );
  cdp.on('Network.loadingFailed', ({ requestId, timestamp, errorText, canceled }) =>
    ended(requestId, { end: timestamp, failed: canceled ? 'canceled' : errorText }),
  );
  return {
    /** Requests, by start. */
    list: () => [...requests.values()].filter((r) => r.start).sort((a, b) => a.start - b.start),
    /** Resolves once every request sent so far has finished or failed (now, if none is left). */
    settled: () =>
      pending() === 0 ? Promise.resolve() : new Promise((resolve) => settled.push(resolve)),
  };
}

/** The waterfall as lines: start → end ms after the first request (`…` still pending), status, URL. */
export function waterfallLines(requests) {
  if (requests.length === 0) return ['  (no request was sent)'];
  const t0 = requests[0].start;
  const at = (t) => (t === undefined ? '    …' : ((t - t0) * 1000).toFixed(0).padStart(5));
  return requests.map((r) => {
    const status =
      r.failed ?? (r.status !== undefined ? String(r.status) : r.headersAt ? '' : 'no answer');
    const method = r.method === 'GET' ? '' : `${r.method} `;
    return `  ${at(r.start)} → ${at(r.end)} ms  ${status.padEnd(9)} ${method}${r.url}`;
  });
}
