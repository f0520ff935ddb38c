/**
 * How a load balancer tells that an instance is up and reaches its database (docs/postgres.md,
 * "Health check"). Every route but login needs a session, so there is no open status route:
 * the probe asks who is signed in with a session nobody has. The instance looks that session up
 * in its database and answers 401; while it cannot reach its database (PostgreSQL down,
 * restarting or failing over) it answers 503, and 401 again once the database is back.
 */
export const HEALTH_PROBE = {
  path: '/members/admin_me',
  headers: { cookie: 'spotter_session=health-check' },
  healthy: 401,
} as const;
