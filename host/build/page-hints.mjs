/**
 * The host's own pages, announced like a section's (see host/server/host-page.mjs): the build
 * writes `page-hints.json` into dist, page path → the script files its chunks need at once and the
 * API requests it reads first, from host/src/app/page-hints.ts. The server reads that file, so it
 * names no file itself and a rebuilt host needs no change there. The start-up code is left out:
 * index.html preloads it on every page already. `signedInChunks`, what every signed-in page needs
 * (the shell and the admin kit), is written under the key SIGNED_IN.
 */
import { rspack } from '@rspack/core';
import { checkFirstRequests, readPlainModule } from '@spotter/rspack-config';
import { PAGE_HINTS_FILE, SIGNED_IN } from '../server/host-page.mjs';
import { BOOTSTRAP, LIBRARIES, scriptsOf } from './start-up-chunks.mjs';

/** Chunk groups whose files every page preloads (build/start-up-chunks.mjs). */
const START_UP = [BOOTSTRAP, LIBRARIES];

const filesOf = (group) => scriptsOf(group.chunks);

/**
 * page → { scripts, firstRequests }, the scripts as URL paths under `publicPath`. A chunk is named
 * by its webpackChunkName (a chunk group) or by its split-chunks cache group (`namedChunks`: the
 * kit's, build/start-up-chunks.mjs).
 */
export function pageHintsOf(
  { pageChunks, signedInChunks = [], firstRequests = [] },
  namedChunkGroups,
  publicPath,
  file,
  namedChunks = new Map(),
) {
  const fail = (why) => {
    throw new Error(`${file}: ${why}`);
  };
  if (!pageChunks || typeof pageChunks !== 'object')
    fail('export `pageChunks` (page → chunk names)');
  const startUp = new Set(
    START_UP.flatMap((name) =>
      namedChunkGroups.get(name) ? filesOf(namedChunkGroups.get(name)) : [],
    ),
  );
  const scriptsOfChunks = (page, names) => {
    const files = names.flatMap((name) => {
      const group =
        namedChunkGroups.get(name) ??
        (namedChunks.get(name) ? { chunks: [namedChunks.get(name)] } : null);
      if (!group) fail(`${page}: no chunk named "${name}" (a webpackChunkName of the host's code)`);
      return filesOf(group);
    });
    return [...new Set(files)].filter((f) => !startUp.has(f)).map((f) => `${publicPath}${f}`);
  };
  const pages = {};
  for (const [page, names] of Object.entries(pageChunks)) {
    pages[page] = { scripts: scriptsOfChunks(page, names), firstRequests: [] };
  }
  checkFirstRequests(firstRequests, Object.keys(pages), fail);
  if (signedInChunks.length > 0)
    pages[SIGNED_IN] = {
      scripts: scriptsOfChunks('signedInChunks', signedInChunks),
      firstRequests: [],
    };
  for (const { page, request } of firstRequests) pages[page].firstRequests.push(request);
  return pages;
}

/** Writes PAGE_HINTS_FILE from `file` (host/src/app/page-hints.ts) at every production build. */
export class WritePageHints {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(WritePageHints.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: WritePageHints.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const hints = pageHintsOf(
            await readPlainModule(this.file),
            compilation.namedChunkGroups,
            compilation.outputOptions.publicPath,
            this.file,
            compilation.namedChunks,
          );
          compilation.emitAsset(
            PAGE_HINTS_FILE,
            new rspack.sources.RawSource(JSON.stringify(hints, null, 2)),
          );
        },
      );
    });
  }
}
