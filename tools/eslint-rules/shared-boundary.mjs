/**
 * `spotter/shared-boundary`: keeps @spotter/shared's core apart from its admin kit
 * (docs/architecture.md, "The core and the kit").
 * - The core (`shared/src/core`) never imports the kit: no `@spotter/shared` specifier, no relative
 *   path out of its folder.
 * - The kit and the other entries of shared reach the core by its package name,
 *   `@spotter/shared/core`, never by a relative path into its folder: the federation shares modules
 *   by the specifier they are imported with, so a relative path would bundle a second copy of a
 *   core module (a second client, session, toast context) into the kit's share bundle.
 * Tests and the screen tests' kit (`shared/src/testing`) are never bundled: neither rule applies.
 * - The host's start-up code, every module its entries reach by static imports (not through an
 *   `import()`, which is how the signed-in part loads later), imports only the core: the login
 *   page must not download the kit.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SHARED = /^@spotter\/shared(\/(.*))?$/;

/** The file a relative specifier names, or null. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Static imports and re-exports that load code (an `import type` or `export type` loads none).
const STATIC =
  /^\s*(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The relative specifiers a module loads at once (not through `import()`). */
export function staticImports(text) {
  return [...text.matchAll(STATIC)].map((match) => match[1] ?? match[2]);
}

const graphs = new Map();

/** Every file reached from `entries` by static relative imports, the entries included. */
export function startUpFiles(entries) {
  const key = entries.join('\n');
  if (graphs.has(key)) return graphs.get(key);
  const reached = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (reached.has(file) || !fs.existsSync(file)) continue;
    reached.add(file);
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target) queue.push(target);
    }
  }
  graphs.set(key, reached);
  return reached;
}

const inside = (file, folder) => file === folder || file.startsWith(`${folder}${path.sep}`);
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** @type {import('eslint').Rule.RuleModule} */
export const sharedBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "Keep @spotter/shared's core apart from its kit." },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          shared: { type: 'string' },
          core: { type: 'string' },
          startUp: { type: 'array', items: { type: 'string' } },
        },
        required: ['basePath', 'shared', 'core', 'startUp'],
        additionalProperties: false,
      },
    ],
    messages: {
      coreImportsKit:
        'The core never imports the kit ({{specifier}}): move what it needs into shared/src/core, or keep the caller in the kit.',
      coreByName:
        "Reach the core by its package name, `from '@spotter/shared/core'`, not by a relative path: the federation would bundle a second copy of it.",
      startUpImportsKit:
        "The host's start-up code imports only '@spotter/shared/core' ({{specifier}} is the kit): import it from the core, or load this part with import() once signed in.",
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const { basePath, shared, core, startUp } = context.options[0];
    const sharedDir = path.resolve(basePath, shared);
    const coreDir = path.resolve(basePath, core);
    // Tests and the screen tests' kit are never bundled: they may import across.
    const bundled = !isTest(filename) && !inside(filename, path.join(sharedDir, 'testing'));
    const inCore = bundled && inside(filename, coreDir);
    const inKit = bundled && !inCore && inside(filename, sharedDir);
    const onStartUp = startUpFiles(startUp.map((entry) => path.resolve(basePath, entry))).has(
      filename,
    );
    if (!inCore && !inKit && !onStartUp) return {};

    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const shared = SHARED.exec(specifier);
      if (inCore) {
        const target = specifier.startsWith('.') ? resolveRelative(filename, specifier) : null;
        if (shared || (target && !inside(target, coreDir)))
          context.report({ node: source, messageId: 'coreImportsKit', data: { specifier } });
        return;
      }
      if (inKit && specifier.startsWith('.')) {
        const target = resolveRelative(filename, specifier);
        if (target && inside(target, coreDir))
          context.report({ node: source, messageId: 'coreByName' });
      }
      // Only what loads at once: a later import() is the start-up code's way to the kit.
      if (onStartUp && shared && shared[2] !== 'core' && node.type !== 'ImportExpression')
        context.report({ node: source, messageId: 'startUpImportsKit', data: { specifier } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
