// Builds one app through rspack's Node API (the CLI's --json stats are near-empty in rspack 2)
// and reports which library modules end up in each emitted JS file.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Federation bookkeeping modules name a shared library without carrying its code.
const NOT_CODE = new Set([
  'provide-module',
  'consume-shared-module',
  'remote-module',
  'fallback-module',
]);

/** `{ pkg, file }` for a library module: `react` + `index.js`, or `@spotter/shared` + `ui/button.tsx`. */
export function libraryModuleOf(resource) {
  const normalised = resource.replace(/\\/g, '/');
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(
    normalised,
  );
  if (match) return { pkg: match[1], file: match[2] };
  const shared = /\/shared\/src\/(.*)$/.exec(normalised);
  return shared ? { pkg: '@spotter/shared', file: shared[1] } : null;
}

export async function buildWithStats(appDir) {
  const previous = process.cwd();
  process.chdir(appDir); // the federation plugin reads the current folder's package.json
  try {
    const { rspack } = await import(
      pathToFileURL(path.join(appDir, 'node_modules/@rspack/core/dist/index.js')).href
    ).catch(() => import('@rspack/core'));
    const { default: factory } = await import(
      pathToFileURL(path.join(appDir, 'rspack.config.mjs')).href
    );
    const config = factory({}, { mode: 'production' });
    const started = Date.now();
    const stats = await new Promise((resolve, reject) =>
      rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
    );
    const ms = Date.now() - started;
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    // The chunk graph, not toJson(): rspack's JSON stats summarise most modules away.
    const { compilation } = stats;
    /** emitted file → Set of `pkg:file` library modules whose code it carries */
    const files = new Map();
    for (const chunk of compilation.chunks) {
      const modules = new Set();
      const add = (m) => {
        if (NOT_CODE.has(m.type)) return;
        const lib = m.resource ? libraryModuleOf(m.resource) : null;
        if (lib) modules.add(`${lib.pkg}:${lib.file}`);
        for (const inner of m.modules ?? []) add(inner);
      };
      for (const m of compilation.chunkGraph.getChunkModules(chunk)) add(m);
      for (const file of chunk.files) {
        if (file.endsWith('.js'))
          files.set(file, new Set([...(files.get(file) ?? []), ...modules]));
      }
    }
    return { ms, files };
  } finally {
    process.chdir(previous);
  }
}
