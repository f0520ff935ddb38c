/**
 * The host's start-up code, fetched in parallel from the page instead of discovered in turns.
 *
 * Without this, the browser learns of the async bootstrap chunk only once main.js runs, and of
 * each shared library's chunk (react, react-dom, the router, styled-components, swr,
 * @spotter/shared: nine files) only once the bootstrap is requested; and nine files from one
 * origin exceed the six connections a browser opens per origin over HTTP/1.1, so some wait for
 * others. Here:
 * - the shared libraries' code goes into one chunk, `shared-libraries` (stable across host
 *   releases that do not change a library, so it stays cached): the modules first imported
 *   through the federation's sharing, which every page of the host needs at start-up;
 * - index.html preloads that chunk and the bootstrap's chunks.
 * The admin kit (@spotter/shared, a late library: docs/architecture.md, "The core and the kit") is
 * not start-up code: its modules go into a chunk of their own, `shared-kit`, which the host's
 * server preloads on every signed-in page (src/app/page-hints.ts), never on the login page.
 */
import { rspack } from '@rspack/core';
import { lateSharedDependencies } from '@spotter/rspack-config';

export const LIBRARIES = 'shared-libraries';
export const KIT = 'shared-kit';
export const BOOTSTRAP = 'bootstrap';

/** The JavaScript files of `chunks`, each once. */
export const scriptsOf = (chunks) => [
  ...new Set(chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'))),
];
// A shared library's own module is first imported through the federation's consume (or provide) module.
const SHARED = new Set(['provide-module', 'consume-shared-module']);
// Its identifier names the shared key: 'consume shared module (default) downshift@^9.0.0 …'.
const key = (name) => ` ${name}@`;
const LATE = lateSharedDependencies.map(key);
const KIT_KEY = key('@spotter/shared');

/** The federation's sharing module through which a module was first imported, if any. */
function sharedIssuer(module, moduleGraph) {
  if (!module.type.startsWith('javascript')) return null;
  for (
    let issuer = moduleGraph.getIssuer(module), depth = 0;
    issuer && depth < 200;
    issuer = moduleGraph.getIssuer(issuer), depth += 1
  ) {
    if (SHARED.has(issuer.type)) return issuer;
  }
  return null;
}

/**
 * Whether a module is a start-up library's code: first imported through the federation's sharing,
 * for a library other than the late ones (the kit, the combobox: chunks of their own).
 */
function underSharedLibrary(module, moduleGraph) {
  const issuer = sharedIssuer(module, moduleGraph);
  return Boolean(issuer) && !LATE.some((late) => issuer.identifier().includes(late));
}

/** Whether a module is the admin kit's own code (not a sub-entry's, not the core's). */
function underKit(module, moduleGraph) {
  return Boolean(sharedIssuer(module, moduleGraph)?.identifier().includes(KIT_KEY));
}

export const sharedLibrariesChunk = {
  cacheGroups: {
    [LIBRARIES]: {
      name: LIBRARIES,
      chunks: 'async',
      enforce: true,
      priority: 20,
      test: (module, { moduleGraph }) => underSharedLibrary(module, moduleGraph),
    },
    [KIT]: {
      name: KIT,
      chunks: 'async',
      enforce: true,
      priority: 10,
      test: (module, { moduleGraph }) => underKit(module, moduleGraph),
    },
  },
};

/** Adds `<link rel="preload" as="script">` for the bootstrap's and the libraries' chunks to index.html. */
export class PreloadStartUpChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap(PreloadStartUpChunks.name, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        PreloadStartUpChunks.name,
        (data) => {
          const bootstrap = compilation.namedChunkGroups.get(BOOTSTRAP);
          if (!bootstrap)
            throw new Error(
              `No "${BOOTSTRAP}" chunk: host/src/index.ts must import('./bootstrap') under that webpackChunkName`,
            );
          const chunks = [...bootstrap.chunks, compilation.namedChunks.get(LIBRARIES)].filter(
            Boolean,
          );
          const preloads = scriptsOf(chunks).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
          }));
          data.assetTags.scripts.push(...preloads);
          return data;
        },
      );
    });
  }
}
