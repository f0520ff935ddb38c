/**
 * What the host's server knows of each remote, to hint the browser: every remote's mf-manifest.json
 * (its section's declaration and its file names), fetched server-side and kept a few seconds. A
 * page waits at most `timeoutMs` for a manifest not yet known or gone stale; past that it is sent
 * with what is known (possibly nothing for that remote), and the fetch finishes for later pages.
 * A remote that is down, answers an error or a manifest without a declaration gets no hints: the
 * browser then finds out for itself, exactly as without this module.
 */

// Must match DECLARATION_KEY in tools/rspack-config/declaration.mjs, which writes it.
const DECLARATION_KEY = 'spotterSection';
// The module every remote exposes (host/src/features/remotes/load-section.ts loads `<remote>/section`).
const EXPOSED = 'section';

/**
 * The rule the browser uses to pick a URL's section (claimsPath in shared/src/section-match.ts):
 * a declared prefix, or a URL under one. host/src/features/remotes/find-owner.test.ts holds the
 * two to the same answers.
 */
export const claimsPath = (prefixes, pathname) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The files a remote's section needs, as absolute URLs, read from its manifest; null if it has no declaration. */
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
  return { prefixes, scripts };
}

/**
 * @param {object} options
 * @param {Record<string, string>} options.remotes  remote name → manifest URL (the runtime configuration)
 * @param {number} [options.timeoutMs]  the longest a page waits for a manifest
 * @param {number} [options.maxAgeMs]   how long a manifest read is used before it is read again
 * @param {typeof fetch} [options.fetch]
 */
export function createRemoteHints({
  remotes,
  timeoutMs = 150,
  maxAgeMs = 5_000,
  fetch = globalThis.fetch,
}) {
  /** manifest URL → { files: sectionFiles(...) | null, readAt, pending } */
  const known = new Map();

  function read(manifestUrl) {
    const entry = known.get(manifestUrl) ?? { files: null, readAt: 0, pending: null };
    known.set(manifestUrl, entry);
    entry.pending ??= fetch(manifestUrl, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) =>
        response.ok ? sectionFiles(manifestUrl, await response.json()) : null,
      )
      .catch(() => null)
      .then((files) => {
        Object.assign(entry, { files, readAt: Date.now(), pending: null });
        return files;
      });
    return entry;
  }

  /** A manifest's files, fresh if it can be had within timeoutMs, else the last known (or null). */
  async function filesOf(manifestUrl) {
    const entry = known.get(manifestUrl);
    if (entry && Date.now() - entry.readAt < maxAgeMs) return entry.files;
    const reading = read(manifestUrl);
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(reading.files), timeoutMs);
    });
    try {
      return await Promise.race([reading.pending, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * What to preload for a page: every readable remote's manifest (the host reads them all for
     * the sidebar), and the scripts of the section that owns `pathname` (the first remote, in the
     * configuration's order, whose declaration claims it, as in the browser).
     */
    async forPage(pathname) {
      const urls = Object.values(remotes);
      const files = await Promise.all(urls.map(filesOf));
      const owner = files.find((f) => f && claimsPath(f.prefixes, pathname));
      return { manifests: urls.filter((_, i) => files[i]), scripts: owner?.scripts ?? [] };
    },
  };
}
