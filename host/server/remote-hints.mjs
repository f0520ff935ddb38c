/**
 * What the host's server knows of each remote, to hint the browser: every remote's mf-manifest.json
 * (its section's declaration and its file names), read server-side when the server starts and
 * again every few seconds in the background. A page is answered from what is known at that moment
 * and never waits for a remote: a page's first byte must not depend on the slowest manifest.
 * A remote not read yet, down, answering an error or a manifest without a declaration gets no
 * hints: the browser then finds out for itself, exactly as without this module.
 */

// Must match DECLARATION_KEY in tools/rspack-config/declaration.mjs, which writes it.
const DECLARATION_KEY = 'spotterSection';
// The module every remote exposes (host/src/features/remotes/load-section.ts loads `<remote>/section`).
const EXPOSED = 'section';

/**
 * The rule the browser uses to pick a URL's section (claimsPath in shared/src/core/section-match.ts):
 * a declared prefix, or a URL under one. host/src/features/remotes/find-owner.test.ts holds the
 * two to the same answers.
 */
export const claimsPath = (prefixes, pathname) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The files a remote's section needs, as absolute URLs, and its pages' first requests, read from
 * its manifest; null if it has no declaration.
 */
export function sectionFiles(manifestUrl, manifest) {
  const prefixes = manifest?.metaData?.[DECLARATION_KEY]?.prefixes;
  if (
    !Array.isArray(prefixes) ||
    !prefixes.every((p) => typeof p === 'string' && p.startsWith('/'))
  )
    return null;
  const { publicPath, remoteEntry } = manifest.metaData;
  // 'auto' (every Spotter remote): files sit beside the manifest. Anything else but a URL: no file hints.
  const base =
    publicPath === 'auto' ? manifestUrl : URL.canParse(publicPath ?? '') ? publicPath : null;
  const url = (file) => new URL(file, base).href;
  const exposed = manifest.exposes?.find((e) => e.name === EXPOSED);
  const scripts =
    base && remoteEntry?.name
      ? [url(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`)]
      : [];
  if (base) for (const file of exposed?.assets?.js?.sync ?? []) scripts.push(url(file));
  const declaration = manifest.metaData[DECLARATION_KEY];
  return { prefixes, scripts, firstRequests: firstRequestsOf(declaration), declaration };
}

/** The declaration's first requests (SectionDeclaration in shared/src/core/contract.ts), the well-formed ones. */
const firstRequestsOf = ({ firstRequests }) =>
  Array.isArray(firstRequests)
    ? firstRequests.filter((r) => typeof r?.page === 'string' && typeof r?.request === 'string')
    : [];

/**
 * @param {object} options
 * @param {Record<string, string>} options.remotes  remote name → manifest URL (the runtime configuration)
 * @param {number} [options.refreshMs]  how often every manifest is read again (a redeployed remote)
 * @param {number} [options.retryMs]  the first wait before asking again a remote that gave no hints
 * @param {typeof fetch} [options.fetch]
 */
export function createRemoteHints({
  remotes,
  refreshMs = 5_000,
  retryMs = 250,
  fetch = globalThis.fetch,
}) {
  const names = Object.keys(remotes);
  const urls = Object.values(remotes);
  /** manifest URL → sectionFiles(...) | null, as last read; absent until its first read ends. */
  const known = new Map();
  let reading = null;

  const readOne = (manifestUrl) =>
    fetch(manifestUrl, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) =>
        response.ok ? sectionFiles(manifestUrl, await response.json()) : null,
      )
      .catch(() => null)
      .then((files) => void known.set(manifestUrl, files));

  /** Reads every manifest, unless a read is still on its way (a slow remote is not asked twice). */
  function refresh() {
    reading ??= Promise.all(urls.map(readOne)).finally(() => {
      reading = null;
    });
    return reading;
  }

  // Servers started together (npm start) come up in any order: a remote that gave no hints is
  // asked again soon, then less and less often, up to every refreshMs like the others.
  let timer;
  let closed = false;
  let wait = retryMs / 2;
  const next = () => {
    if (closed) return;
    wait = urls.some((url) => !known.get(url)) ? Math.min(wait * 2, refreshMs) : refreshMs;
    // unref: the refresh alone never keeps the process alive.
    timer = setTimeout(tick, wait).unref();
  };
  const tick = () => void refresh().then(next);
  tick();

  return {
    /** Resolves once the read on its way (or a new one) has ended: for tests and start-up. */
    refresh,
    /**
     * What a page gets, from what is known now (never waiting on a remote):
     * - `declarations`: each readable remote's declaration (remote name → it), which the page
     *   carries in its configuration so the host draws its sidebar without fetching manifests;
     * - `manifests` to preload: the manifest of the section that owns `pathname` (the first
     *   remote, in the configuration's order, whose declaration claims it, as in the browser),
     *   which the federation runtime loads it from (the browser reads the other manifests itself
     *   later, or at once for a remote the server could not read);
     * - `scripts`: the owning section's start-up files;
     * - `firstRequests`: the templates of the API requests it declares its page `pathname` makes
     *   first.
     */
    forPage(pathname) {
      const files = urls.map((url) => known.get(url) ?? null);
      const owner = files.find((f) => f && claimsPath(f.prefixes, pathname));
      return {
        declarations: Object.fromEntries(
          names.flatMap((name, i) => (files[i] ? [[name, files[i].declaration]] : [])),
        ),
        manifests: urls.filter((_, i) => owner && files[i] === owner),
        scripts: owner?.scripts ?? [],
        firstRequests: (owner?.firstRequests ?? [])
          .filter((r) => r.page === pathname)
          .map((r) => r.request),
      };
    },
    /** Stops the refresh (the server closes). */
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
