/**
 * The host's page as sent: the built index.html with the runtime configuration inlined as a JSON
 * data block (read synchronously at start-up instead of fetched) and preload hints for what the
 * page will need (the session check, the page's first API reads, the remotes' manifests, the
 * page's scripts), so the browser fetches them alongside the host's own code instead of one after
 * another.
 */
import fs from 'node:fs/promises';

export const CONFIG_ELEMENT_ID = 'spotter-config';
/** Where the host's build writes its own pages' hints (host/build/page-hints.mjs), in dist. */
export const PAGE_HINTS_FILE = 'page-hints.json';
/** The key, in that file, of what every signed-in page needs (the shell and the admin kit). */
export const SIGNED_IN = '*';

// `<` would let a value close the <script> element (`</script>`) or open a comment; JSON reads
// \u003c back as the same character. The block is data (type="application/json"): never run, so
// the Content-Security-Policy's script-src has nothing to allow.
const jsonForHtml = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Each hint is made with the request mode of the real request that will use it, or the browser
 * downloads twice: the session check, the page's first reads (`requests`) and the manifests are
 * fetch() calls (CORS; the client sends credentials, a manifest fetch does not), the remotes' scripts are classic <script> elements
 * without a crossorigin attribute (no-cors).
 */
export function renderPage(template, { config, sessionUrl, requests = [], hints }) {
  const tags = [
    ...[...(sessionUrl ? [sessionUrl] : []), ...requests].map(
      (url) =>
        `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="use-credentials">`,
    ),
    ...hints.manifests.map(
      (url) => `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="anonymous">`,
    ),
    ...hints.scripts.map((url) => `<link rel="preload" href="${attribute(url)}" as="script">`),
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${jsonForHtml(config)}</script>`,
  ];
  // A function, so that `$&` and the like in the configuration are not replacement patterns.
  if (template.includes('</head>'))
    return template.replace('</head>', () => `${tags.join('')}</head>`);
  return `${template}${tags.join('')}`;
}

/** A file's text, read again whenever the file changes (a redeploy of the host's dist needs no restart). */
export function pageTemplate(file) {
  let cached = { mtimeMs: -1, size: -1, text: '' };
  return async () => {
    const { mtimeMs, size } = await fs.stat(file);
    if (mtimeMs !== cached.mtimeMs || size !== cached.size)
      cached = { mtimeMs, size, text: await fs.readFile(file, 'utf8') };
    return cached.text;
  };
}

/**
 * The host's own pages' hints, written by its build (host/build/page-hints.mjs): page → {
 * scripts, firstRequests }. A build without the file, or a file that does not parse: none.
 */
export function hostPageHints(file) {
  const read = pageTemplate(file);
  let parsed = { text: null, hints: {} };
  return async () => {
    const text = await read().catch(() => '');
    if (text !== parsed.text) {
      let hints = null;
      try {
        hints = JSON.parse(text);
      } catch {
        // no hints: the browser finds the page's files for itself
      }
      parsed = { text, hints: hints && typeof hints === 'object' ? hints : {} };
    }
    return parsed.hints;
  };
}
