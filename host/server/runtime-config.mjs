/**
 * The host's runtime configuration: where each remote's manifest lives and where the API is.
 * Built from the environment only, once: never from the request (a `Host` header must not choose
 * where the app's code comes from).
 *
 * The workspace's remotes (remotes.json at the repository's root: members, staff, plans, billing)
 * are looked for on their port (REMOTE_<NAME>_PORT, else the list's) of REMOTES_BASE_URL, unless
 * REMOTE_<NAME>_URL names their manifest (e.g.
 * REMOTE_PLANS_URL=https://cdn.example.com/plans/mf-manifest.json). Any other REMOTE_<NAME>_URL
 * adds a section the host has never heard of, after the workspace's, in the order of their
 * names: REMOTE_LOCKERS_URL=https://cdn.example.com/lockers/mf-manifest.json is the remote
 * `lockers`. No host change, no rebuild. A name that is not a safe identifier, a
 * URL that is not http(s), a port that is not one or a port for no remote is refused when the
 * server starts (index.mjs says which setting and why).
 */
import workspaceRemotes from '../../remotes.json' with { type: 'json' };

/** The workspace's remotes and their default ports, by name. */
export const REMOTES = Object.fromEntries(workspaceRemotes.map(({ name, port }) => [name, port]));

/** `REMOTE_<NAME>_URL` / `REMOTE_<NAME>_PORT`: the remote's name, and which setting it is. */
const REMOTE_SETTING = /^REMOTE_(.+)_(URL|PORT)$/;
/** A remote's name as its settings spell it: a letter, then letters, digits or underscores. */
const SAFE_NAME = /^[A-Z][A-Z0-9_]*$/;

/** A refused setting: the server does not start, and says which variable and why. */
export class ConfigurationError extends Error {
  name = 'ConfigurationError';
}

const settingOf = (name, which) => `REMOTE_${name.toUpperCase()}_${which}`;

function manifestUrl(variable, value) {
  if (!URL.canParse(value))
    throw new ConfigurationError(`${variable} is not a URL: ${JSON.stringify(value)}`);
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigurationError(`${variable} must be an http(s) URL, not ${url.protocol}`);
  return url.href;
}

function portNumber(variable, value) {
  const port = Number(value);
  if (!/^\d+$/.test(String(value)) || port < 1 || port > 65535)
    throw new ConfigurationError(`${variable} is not a port (1–65535): ${JSON.stringify(value)}`);
  return String(port);
}

/**
 * Every remote the environment configures: the workspace's (in remotes.json's order), then the
 * ones a REMOTE_<NAME>_URL adds (by name). Empty settings count as unset; a REMOTE_<NAME>_PORT
 * for a remote that is neither the workspace's nor given a URL is refused (a typo, most likely).
 */
function remoteNames(env) {
  const added = new Set();
  const ports = [];
  for (const [variable, value] of Object.entries(env)) {
    const match = REMOTE_SETTING.exec(variable);
    if (!match || !value) continue;
    if (!SAFE_NAME.test(match[1]))
      throw new ConfigurationError(
        `${variable}: a remote's name is a letter, then capital letters, digits or underscores (REMOTE_LOCKERS_URL names the remote "lockers")`,
      );
    const name = match[1].toLowerCase();
    if (Object.hasOwn(REMOTES, name)) continue;
    if (match[2] === 'URL') added.add(name);
    else ports.push([variable, name]);
  }
  for (const [variable, name] of ports)
    if (!added.has(name))
      throw new ConfigurationError(
        `${variable} names no remote: the workspace's are ${Object.keys(REMOTES).join(', ')}; another is added by its ${settingOf(name, 'URL')}`,
      );
  return [...Object.keys(REMOTES), ...[...added].sort()];
}

export function createRuntimeConfig(env = process.env) {
  const base = manifestUrl('REMOTES_BASE_URL', env.REMOTES_BASE_URL || 'http://localhost');
  const remotes = Object.fromEntries(
    remoteNames(env).map((name) => {
      const fromEnv = env[settingOf(name, 'URL')];
      if (fromEnv) return [name, manifestUrl(settingOf(name, 'URL'), fromEnv)];
      const port = env[settingOf(name, 'PORT')] || REMOTES[name];
      const url = new URL('/mf-manifest.json', base);
      url.port = portNumber(settingOf(name, 'PORT'), port);
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
