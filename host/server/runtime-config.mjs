/**
 * The host's runtime configuration: where each remote's manifest lives and where the API is.
 * Called with the request (its `hostname` and `protocol`). A deployment overrides any remote with REMOTE_<NAME>_URL (e.g. REMOTE_PLANS_URL=
 * https://cdn.example.com/plans/mf-manifest.json) without rebuilding the host. Unset, each remote
 * is looked for on its default port of the host name the browser used.
 */
export const REMOTES = { members: 3001, staff: 3002, plans: 3003, billing: 3004 };

export function createRuntimeConfig(env = process.env) {
  return (req) => {
    const hostname = (req.hostname ?? 'localhost').replace(/:\d+$/, '');
    const remotes = Object.fromEntries(
      Object.entries(REMOTES).map(([name, defaultPort]) => {
        const fromEnv = env[`REMOTE_${name.toUpperCase()}_URL`];
        const port = env[`REMOTE_${name.toUpperCase()}_PORT`] ?? defaultPort;
        return [name, fromEnv ?? `${req.protocol}://${hostname}:${port}/mf-manifest.json`];
      }),
    );
    return { apiBaseUrl: env.PUBLIC_API_BASE_URL ?? '/api', remotes };
  };
}
