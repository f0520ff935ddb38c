/**
 * The ports of the composed app this Playwright worker runs its journeys against (stack.ts):
 * `npm start`'s (3000–3004, API on 4000) moved up by 10 per worker (its parallel index, which
 * Playwright sets in the worker's environment), and by SPOTTER_E2E_PORT_OFFSET if set (to run
 * beside an app already on those ports).
 */
const offset =
  Number(process.env.SPOTTER_E2E_PORT_OFFSET ?? 0) +
  10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const PORTS = {
  host: 3000 + offset,
  members: 3001 + offset,
  staff: 3002 + offset,
  plans: 3003 + offset,
  billing: 3004 + offset,
  api: 4000 + offset,
  /** A page of another origin on the same site (cross-site.spec.ts). */
  otherSite: 3198 + offset,
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
