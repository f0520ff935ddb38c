import workspaceRemotes from '../../remotes.json';
import type { AppPorts } from '../../scripts/lib/composed-app.mjs';

/**
 * The ports each Playwright worker has: its app (the host and every remote) on the first half,
 * the empty gym's app (EMPTY_GYM_PORTS) on the second.
 */
const WORKER_PORTS = 20;
const APP_PORTS = WORKER_PORTS / 2;
if (workspaceRemotes.length + 1 > APP_PORTS)
  throw new Error(`ports.ts: a worker's app has ${APP_PORTS} ports, for the host and every remote`);

/**
 * The ports of the composed app this Playwright worker runs its journeys against (stack.ts):
 * `npm start`'s (3000 and the remotes' from remotes.json, 3001–3005; API on 4000) moved up by
 * 20 per worker (its parallel index, which Playwright sets in the worker's environment), and by
 * SPOTTER_E2E_PORT_OFFSET if set (to run beside an app already on those ports).
 */
const offset =
  Number(process.env.SPOTTER_E2E_PORT_OFFSET ?? 0) +
  WORKER_PORTS * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

type JourneyPorts = 'otherSite' | 'addedSection' | 'configuredHost' | 'skewHost' | 'skewSection';

export const PORTS: AppPorts & Record<JourneyPorts, number> = {
  host: 3000 + offset,
  /** The workspace's remotes (remotes.json): members, staff, plans, billing, classes. */
  ...(Object.fromEntries(workspaceRemotes.map(({ name, port }) => [name, port + offset])) as Record<
    string,
    number
  >),
  api: 4000 + offset,
  /** A page of another origin on the same site (cross-site.spec.ts). */
  otherSite: 3198 + offset,
  /** A section the host was never built with, and a host started to add it (section-redeploy.spec.ts). */
  addedSection: 3197 + offset,
  configuredHost: 3196 + offset,
  /** A host, and a remote, of other versions (version-skew.spec.ts). */
  skewHost: 3190 + offset,
  skewSection: 3189 + offset,
};

/** Each workspace remote's last release, served on a port of its own (version-skew.spec.ts). */
export const RELEASED_REMOTE_PORTS: Record<string, number> = Object.fromEntries(
  workspaceRemotes.map(({ name }, i) => [name, 3191 + i + offset]),
);
if (workspaceRemotes.length > 5) throw new Error('ports.ts: 3191–3195 hold five released remotes');

/** `http://localhost:<port>` of one of the apps. */
export const origin = (app: keyof typeof PORTS) => `http://localhost:${PORTS[app]}`;

/**
 * The ports of the worker's second app, a gym nobody has written to (test.ts's `emptyGym`): its
 * own moved up by half the ports each worker has.
 */
export const EMPTY_GYM_PORTS = Object.fromEntries(
  Object.entries(PORTS).map(([app, port]) => [app, port + APP_PORTS]),
) as typeof PORTS;
