/**
 * The composed app's ports for this run: `npm start`'s (3000–3004, API on 4000), or those moved
 * up by SPOTTER_E2E_PORT_OFFSET, so that `npm test` runs the journeys on SQLite and on PostgreSQL
 * at the same time, each against an app of its own.
 */
const offset = Number(process.env.SPOTTER_E2E_PORT_OFFSET ?? 0);

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
