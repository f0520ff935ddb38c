/**
 * The host's runtime configuration: where each remote's manifest lives and where the API is.
 * Built from the environment only, once: never from the request (a `Host` header must not choose
 * where the app's code comes from). A deployment moves any remote with REMOTE_<NAME>_URL (e.g.
 * REMOTE_PLANS_URL=https://cdn.example.com/plans/mf-manifest.json) without rebuilding the host.
 * Unset, each remote is looked for on its port (REMOTE_<NAME>_PORT) of REMOTES_BASE_URL.
 */
export const REMOTES = { members: 3001, staff: 3002, plans: 3003, billing: 3004 };

export function createRuntimeConfig(env = process.env) {
  const base = env.REMOTES_BASE_URL || 'http://localhost';
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([name, defaultPort]) => {
      const fromEnv = env[`REMOTE_${name.toUpperCase()}_URL`];
      if (fromEnv) return [name, new URL(fromEnv).href];
      const url = new URL('/mf-manifest.json', base);
      url.port = String(env[`REMOTE_${name.toUpperCase()}_PORT`] ?? defaultPort);
      return [name, url.href];
    }),
  );
  return { apiBaseUrl: env.PUBLIC_API_BASE_URL ?? '/api', remotes };
}

/**
 * The host pages' Content-Security-Policy: code, styles and fetches from the host itself and the
 * configured remotes only; styled-components injects its styles inline; picture previews are
 * blob: URLs; nothing may frame the app.
 */
export function contentSecurityPolicy({ apiBaseUrl, remotes }) {
  const remoteOrigins = [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
  const apiOrigin = URL.canParse(apiBaseUrl) ? [new URL(apiBaseUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
    fontSrc: ["'self'", 'data:', ...remoteOrigins],
    connectSrc: ["'self'", ...remoteOrigins, ...apiOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
