import workspaceRemotes from '../../remotes.json';
import type { AppPorts } from '../../scripts/lib/composed-app.mjs';

/**
 * The ports of the composed app this Playwright worker runs its journeys against (stack.ts):
 * `npm start`'s (3000–3004, API on 4000) moved up by 10 per worker (its parallel index, which
 * Playwright sets in the worker's environment), and by SPOTTER_E2E_PORT_OFFSET if set (to run
 * beside an app already on those ports).
 */
const offset =
  Number(process.env.SPOTTER_E2E_PORT_OFFSET ?? 0) +
  10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

type JourneyPorts =
  | 'otherSite'
  | 'addedSection'
  | 'configuredHost'
  | 'skewHost'
  | 'skewSection'
  | 'skewMembers'
  | 'skewStaff'
  | 'skewPlans'
  | 'skewBilling';

export const PORTS: AppPorts & Record<JourneyPorts, number> = {
  host: 3000 + offset,
  /** The workspace's remotes (remotes.json): members, staff, plans, billing. */
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
  /** Builds of other versions, and a host to serve them under (version-skew.spec.ts). */
  skewHost: 3195 + offset,
  skewSection: 3190 + offset,
  skewMembers: 3191 + offset,
  skewStaff: 3192 + offset,
  skewPlans: 3193 + offset,
  skewBilling: 3194 + offset,
};

/** `http://localhost:<port>` of one of the apps. */
export const origin = (app: keyof typeof PORTS) => `http://localhost:${PORTS[app]}`;

/**
 * The ports of the worker's second app, a gym nobody has written to (test.ts's `emptyGym`): its
 * own moved up by 5, within the 10 each worker has.
 */
export const EMPTY_GYM_PORTS = Object.fromEntries(
  Object.entries(PORTS).map(([app, port]) => [app, port + 5]),
) as typeof PORTS;
