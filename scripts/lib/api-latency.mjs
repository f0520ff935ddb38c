// Sequential request latency against several running APIs (scripts/lib/bench-api-server.mjs),
// interleaved request by request so that background load on the machine weighs on every API
// alike, and its table: p50 / p99 per API, grouped by database, with each group's p50 ratio of
// its last API over its first checked against a target. Used by `pnpm bench:api` and
// `pnpm bench:branches`.
import { percentile } from './latency-stats.mjs';

export const TARGET = 1.5;

/** `path` with `params` as its query string, values URL-encoded. */
export const withQuery = (path, params) =>
  `${path}?${Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;

/** `list`'s first page of five, or what `params` ask instead. */
export const paged = (list, params = {}) => withQuery(list, { page: 1, page_size: 5, ...params });

/** The request's time in ms, or its HTTP status when it failed. */
async function timed(api, url) {
  const start = performance.now();
  const response = await api.get(url);
  await response.arrayBuffer();
  return response.ok ? performance.now() - start : { failed: response.status };
}

/**
 * Measures each of `requests`, `[label, url, sequential requests, part of the target]`, after a
 * tenth as many warm-ups; `url` is a path, or a function of the API answering its path. Answers
 * rows `{label, count, target, stats}`, `stats` per API: [p50, p99] in ms, or `{failed: status}`.
 */
export async function apiLatency(apis, requests) {
  const rows = [];
  for (const [label, url, count, target] of requests) {
    const urls = apis.map((api) => (typeof url === 'function' ? url(api) : url));
    const samples = apis.map(() => []);
    for (let i = 0; i < Math.ceil(count / 10); i += 1)
      for (const [k, api] of apis.entries()) await timed(api, urls[k]);
    for (let i = 0; i < count; i += 1) {
      for (const [k, api] of apis.entries()) samples[k].push(await timed(api, urls[k]));
    }
    const stats = samples
      .map((s) => s.find((sample) => typeof sample === 'object') ?? s.sort((a, b) => a - b))
      .map((s) => (Array.isArray(s) ? [percentile(s, 50), percentile(s, 99)] : s));
    rows.push({ label, count, target, stats });
  }
  return rows;
}

const ms = (n) => n.toFixed(2).padStart(8);
const cell = (stat) =>
  Array.isArray(stat) ? `${ms(stat[0])} /${ms(stat[1])}` : `HTTP ${stat.failed}`.padStart(18);

/**
 * Prints `rows` (apiLatency's) under `title`: one group of columns per database, headed by
 * `head(api)` (at most 18 characters), then the group's p50 ratio of its last API over its first,
 * `ok` or `OVER` against TARGET on the target rows. Ends with `verdict(database, met)` per
 * database, `met` telling whether every target row was within TARGET.
 */
export function printLatency(apis, rows, { title, head, verdict }) {
  const databases = [...new Set(apis.map((api) => api.database))];
  const columns = databases.map((database) =>
    apis.flatMap((api, k) => (api.database === database ? [k] : [])),
  );
  console.log(`\n${title}`);
  console.log(
    `  ${''.padEnd(41)}${databases.map((d, g) => ` ${d} `.padStart(columns[g].length * 20 + 1, '-').padEnd(columns[g].length * 20 + 13, '-')).join('  ')}`,
  );
  console.log(
    `  ${'request'.padEnd(36)}${'n'.padStart(5)}${columns.map((ks) => `${ks.map((k) => head(apis[k]).padStart(18)).join('  ')}   ratio      `).join('  ')}`,
  );
  const met = databases.map(() => true);
  for (const { label, count, target, stats } of rows) {
    const groups = columns.map((ks, g) => {
      const [first, last] = [stats[ks[0]], stats[ks.at(-1)]];
      const ratio = Array.isArray(first) && Array.isArray(last) ? last[0] / first[0] : NaN;
      if (target && !(ratio <= TARGET)) met[g] = false;
      const mark = target ? (ratio <= TARGET ? ' ok  ' : ' OVER') : '     ';
      return `${ks.map((k) => cell(stats[k])).join('  ')}  ${Number.isNaN(ratio) ? '    -' : ratio.toFixed(2).padStart(5)}×${mark}`;
    });
    console.log(`  ${label.padEnd(36)}${String(count).padStart(5)}  ${groups.join('    ')}`);
  }
  console.log('');
  for (const [g, database] of databases.entries()) console.log(`  ${verdict(database, met[g])}`);
}
