// Which of a build's files keep their name across deploys (the entries) and which carry their
// content's hash in it: the server's cache headers and `pnpm release`'s kept files both read it.
import path from 'node:path';

/** The files a browser asks for by a fixed name, whatever the build: revalidated on every use. */
export const FIXED_NAMES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
]);

/** A name with its content hash before the extension (tools/rspack-config: `[contenthash:10]`). */
export const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)$/;

/**
 * Whether a built file is named after its content (`313.9f5f02186f.js`, and its `.br`, `.gz` and
 * `.map` beside it): its content never changes under that name, and a page loaded from an earlier
 * build may still ask for it by name.
 */
export function isHashed(filePath) {
  const base = path.basename(filePath).replace(/\.(br|gz|map)$/, '');
  return !FIXED_NAMES.has(base) && HASHED.test(base);
}
