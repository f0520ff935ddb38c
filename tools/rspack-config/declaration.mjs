// A remote's section declaration (URL prefixes and sidebar entries) goes into its mf-manifest.json,
// so the host reads it at run time without running the remote's code.
import fs from 'node:fs';
import { rspack } from '@rspack/core';
import { firstRequestProblem } from '@spotter/shared/first-request';

/** Where in the manifest the host finds it: `metaData` is the only free-form part the plugin keeps. */
export const DECLARATION_KEY = 'spotterSection';

function check(declaration, file) {
  const fail = (why) => {
    throw new Error(`${file}: ${why}`);
  };
  if (!declaration || typeof declaration !== 'object')
    fail('export `declaration` (a SectionDeclaration)');
  const paths = (list, what) => {
    if (!Array.isArray(list) || list.some((p) => typeof p !== 'string' || !p.startsWith('/')))
      fail(`${what} must be a list of paths starting with /`);
  };
  paths(declaration.prefixes, 'prefixes');
  if (!Array.isArray(declaration.sidebar)) fail('sidebar must be a list');
  for (const entry of declaration.sidebar) {
    if (typeof entry?.label !== 'string' || !entry.label) fail('every sidebar entry needs a label');
    paths([entry.path], `${entry.label}: path`);
    if (!Number.isFinite(entry.order)) fail(`${entry.label}: order must be a number`);
    if (entry.match !== undefined) paths(entry.match, `${entry.label}: match`);
    if (entry.title !== undefined && typeof entry.title !== 'string')
      fail(`${entry.label}: title must be text`);
    // The host checks the name against the API's permissions when it reads the manifest.
    if (entry.permission !== undefined && !/^[a-z]+\.[a-z]+$/.test(String(entry.permission)))
      fail(`${entry.label}: permission must be a permission's name, like 'members.view'`);
  }
  checkFirstRequests(declaration.firstRequests, declaration.prefixes, fail);
}

/** Each first request names one of the section's pages and a template the server can fill. */
export function checkFirstRequests(firstRequests, prefixes, fail) {
  if (firstRequests === undefined) return;
  if (!Array.isArray(firstRequests)) fail('firstRequests must be a list');
  for (const { page, request } of firstRequests) {
    const owned = prefixes.some((prefix) => page === prefix || page?.startsWith?.(`${prefix}/`));
    if (typeof page !== 'string' || /[?#]/.test(page) || !owned)
      fail(
        `first request ${JSON.stringify(page)}: page must be a path under the prefixes, without a query`,
      );
    const problem = firstRequestProblem(request);
    if (problem) fail(`first request of ${page}: ${JSON.stringify(request)} ${problem}`);
  }
}

/**
 * The exports of a TypeScript file that must be plain data (type-only imports): it is compiled
 * with rspack's own SWC and evaluated alone, at every build.
 */
export async function readPlainModule(file) {
  const { code } = rspack.experiments.swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  try {
    return await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  } catch (error) {
    throw new Error(`${file} must be plain data with type-only imports: ${error.message}`, {
      cause: error,
    });
  }
}

/** Reads `export const declaration` from a TypeScript file (see readPlainModule). */
export async function readDeclaration(file) {
  const module = await readPlainModule(file);
  check(module.declaration, file);
  return module.declaration;
}

/** The federation plugin's `manifest` option that writes the declaration into mf-manifest.json. */
export function manifestWithDeclaration(file) {
  return {
    additionalData: async ({ stats }) => {
      stats.metaData[DECLARATION_KEY] = await readDeclaration(file);
      return stats;
    },
  };
}
