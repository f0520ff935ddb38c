// The first screen of each route: cold loads with no network limit, on this machine's CPU and on a
// starved one (a gym's counter is a cheap tablet: 4× slower), each app's run of a route right
// after the other's, routes in turns, and the tables `pnpm bench:first-screen` prints of them.
import path from 'node:path';
import { coldLoad } from './cold-load.mjs';
import { CONTENT } from './content-probe.mjs';

export const ROUTES = [
  '/',
  '/dashboard',
  '/users',
  '/plans',
  '/invoice',
  '/pending',
  '/attendance',
  '/view/staffs',
];
export const CPU_SLOWDOWN = 4;

const FIGURES = [
  ['ms', 'content'],
  ['busy', 'main thread'],
  ['script', 'script'],
  ['style', 'style+layout'],
  ['rendering', 'rendering'],
  ['other', 'other'],
  ['longestBefore', 'longest task'],
  ['longestAfterPaint', 'after paint'],
];

const median = (values) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : NaN;

/** "0.48×", or "-" when either side is missing. */
export const ratio = (current, baseline) =>
  Number.isFinite(current) && Number.isFinite(baseline) && baseline > 0
    ? `${(current / baseline).toFixed(2)}×`
    : '-';

/**
 * `runs` loads of every route for every app, with the CPU slowed `cpu` times (traced: the main
 * thread's work too) or not at all. `checked(label, result)` answers the result, or null for a
 * failed load (it prints and counts it). `traces`: a folder to keep the traces in. Answers, per
 * app, per route, the figures' medians and how many loads finished.
 */
export async function routeRuns(browser, apps, { runs, checked, traces, cpu }) {
  const samples = apps.map(() => new Map(ROUTES.map((route) => [route, []])));
  for (let i = 0; i < runs; i += 1)
    for (const route of ROUTES)
      for (const [a, app] of apps.entries()) {
        const load = checked(
          `${app.name} ${route}, ${cpu ? `${cpu}× CPU` : 'full CPU'}, run ${i + 1}`,
          await coldLoad(browser, {
            host: app.host,
            route,
            cpu,
            trace: Boolean(cpu),
            traceFile:
              traces && path.join(traces, `${app.name}${route.replace(/\//g, '_')}-${i + 1}.json`),
          }),
        );
        if (load) samples[a].get(route).push({ ...load.mainThread, ms: load.ms });
      }
  return samples.map(
    (byRoute) =>
      new Map(
        [...byRoute].map(([route, loads]) => [
          route,
          {
            n: loads.length,
            ...Object.fromEntries(FIGURES.map(([key]) => [key, median(loads.map((l) => l[key]))])),
          },
        ]),
      ),
  );
}

/**
 * The table: a line per route and app (ms, medians), and the ratio of the first app over the
 * second; with `cpu`, the main thread's figures too.
 */
export function printRoutes(results, apps, { cpu } = {}) {
  const runs = Math.max(...results.flatMap((byRoute) => [...byRoute.values()].map((r) => r.n)));
  const figures = cpu ? FIGURES : FIGURES.slice(0, 1);
  console.log(
    `\nFirst screen on ${cpu ? `a ${cpu}× slower CPU` : "this machine's CPU"}, cold cache, no network limit (ms, median of ${runs})`,
  );
  console.log(
    `  content: from navigation start to the route's content (${Object.entries(CONTENT)
      .filter(([route]) => ROUTES.includes(route))
      .map(([route, { what }]) => `${route} ${what}`)
      .join(', ')})`,
  );
  if (cpu) {
    console.log('  main thread: its work before the content, by kind;');
    console.log(
      '  longest task: before the content, and from the first paint to 1 s after the content',
    );
  }
  const head = figures.map(([, name]) => name.padStart(Math.max(8, name.length + 1))).join('');
  console.log(`  ${'route'.padEnd(14)}${'build'.padEnd(10)}${head}`);
  const cell = (value, name) =>
    (typeof value === 'string'
      ? value
      : Number.isFinite(value)
        ? value.toFixed(0)
        : 'failed'
    ).padStart(Math.max(8, name.length + 1));
  for (const route of results[0].keys()) {
    for (const [a, app] of apps.entries()) {
      const r = results[a].get(route);
      const partial = r.n < runs ? `  (${r.n} of ${runs} finished)` : '';
      console.log(
        `  ${(a === 0 ? route : '').padEnd(14)}${app.name.padEnd(10)}${figures.map(([key, name]) => cell(r[key], name)).join('')}${partial}`,
      );
    }
    if (apps.length > 1)
      console.log(
        `  ${''.padEnd(14)}${'ratio'.padEnd(10)}${figures
          .map(([key, name]) =>
            cell(ratio(results[0].get(route)[key], results[1].get(route)[key]), name),
          )
          .join('')}`,
      );
  }
}
