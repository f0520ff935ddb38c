/**
 * Packages that Jest loads as one file each instead of hundreds.
 *
 * Jest gives every test file a module registry of its own, so each API test file resolves,
 * compiles and runs every module the app imports again. TypeBox 1.x is 709 small ES modules
 * (compiled to CommonJS one by one), Kysely and ExcelJS a few hundred each: loading those three
 * was most of an API test file's set-up. esbuild bundles each once per version into
 * `node_modules/.cache/spotter-jest/`, and `moduleNameMapper` points Jest at the bundle. The code
 * that runs is the package's own (same version, same entry points); one registry still holds one
 * copy of it, so its classes and symbols stay one.
 */
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const ROOT = path.join(__dirname, '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/spotter-jest');
/** The workspace package that depends on them (pnpm links a package only where it is declared). */
const FROM = path.join(ROOT, 'api');

/**
 * Each package: whether esbuild bundles its ES modules or its CommonJS, and the entry points (its
 * `exports` subpaths) that code here or its dependencies import.
 */
const PACKAGES = {
  typebox: {
    format: 'esm',
    subpaths: ['.', 'compile', 'error', 'format', 'guard', 'schema', 'system', 'type', 'value'],
  },
  kysely: { format: 'esm', subpaths: ['.'] },
  exceljs: { format: 'cjs', subpaths: ['.'] },
};

const LAYOUT = 1;

const specifier = (name, subpath) => (subpath === '.' ? name : `${name}/${subpath}`);
const exportName = (subpath) => (subpath === '.' ? 'root' : subpath);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Builds (once per version) the package's bundle and one file per entry point; answers their paths. */
function bundle(name, { format, subpaths }) {
  // Not require.resolve: a package's `exports` may not list its package.json.
  const manifest = path.join(FROM, 'node_modules', name, 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  // The layout's own version too: a change to the files written here must not reuse old ones.
  const folder = path.join(CACHE, `${name}@${version}.${LAYOUT}`);
  const entries = Object.fromEntries(
    subpaths.map((subpath) => [subpath, path.join(folder, `${exportName(subpath)}.cjs`)]),
  );
  if (Object.values(entries).every((file) => fs.existsSync(file))) return entries;

  fs.mkdirSync(folder, { recursive: true });
  const all = path.join(folder, 'bundle.cjs');
  esbuild.buildSync({
    stdin: {
      // An ES-module package is gathered as namespaces; a CommonJS one is required as it is.
      contents: subpaths
        .map((subpath) => `export * as ${exportName(subpath)} from '${specifier(name, subpath)}';`)
        .join('\n'),
      resolveDir: FROM,
      sourcefile: `${name}-entry.mjs`,
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outfile: all,
    logLevel: 'error',
  });
  for (const [subpath, file] of Object.entries(entries)) {
    const namespace = `require('./bundle.cjs')[${JSON.stringify(exportName(subpath))}]`;
    fs.writeFileSync(
      file,
      format === 'esm'
        ? // Marked as ES module exports, so that a default import gets the module's default export.
          `module.exports = Object.defineProperty(${namespace}, '__esModule', { value: true });\n`
        : // The namespace of a CommonJS package holds its module.exports as `default`.
          `module.exports = ${namespace}.default;\n`,
    );
  }
  return entries;
}

/** `moduleNameMapper` entries sending each package's entry points to its bundle. */
function prebundledPackages() {
  const mapper = {};
  for (const [name, how] of Object.entries(PACKAGES))
    for (const [subpath, file] of Object.entries(bundle(name, how)))
      mapper[`^${escape(specifier(name, subpath))}$`] = file;
  return mapper;
}

module.exports = { prebundledPackages };
