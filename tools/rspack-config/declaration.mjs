// A remote's section declaration (URL prefixes and sidebar entries) goes into its mf-manifest.json,
// so the host reads it at run time without running the remote's code.
import fs from 'node:fs';
import { rspack } from '@rspack/core';
import path from 'node:path';
import { firstRequestProblem } from '@spotter/shared/first-request';
import {
  DECLARATION_SCHEMA,
  appPackage,
  majorRange,
  runtimeRange,
  runtimeVersion,
} from './versions.mjs';

/** Where in the manifest the host finds it: `metaData` is the only free-form part the plugin keeps. */
export const DECLARATION_KEY = 'spotterSection';
/** Where in the manifest every app records what it was built with. */
export const BUILD_KEY = 'spotterBuild';

// The workspace's host: a remote built here needs a host of its major version (versions.mjs
// majorRange), unless its declaration asks for more (`requires.host`, e.g. ">=1.4.0").
const WORKSPACE_HOST = path.resolve(import.meta.dirname, '../../host');

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
  checkDashboard(declaration.dashboard, fail);
  checkSearch(declaration.search, declaration.prefixes, fail);
  const { requires } = declaration;
  if (requires !== undefined) {
    const keys = Object.keys(requires ?? {});
    if (typeof requires !== 'object' || keys.some((key) => key !== 'host'))
      fail("requires may only name the host (the versions of what it shares are the build's)");
    if (typeof requires.host !== 'string' || !/\d+\.\d+\.\d+/.test(requires.host))
      fail('requires.host must be a range of host versions, like ">=1.2.0"');
  }
}

/** A card's key: how `./dashboard` names its component (`classes-today`). */
export const CARD_KEY = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * Each dashboard card is plain data: a key naming its component in the remote's `./dashboard`
 * (once), an order, and the permission an account needs to see it.
 */
export function checkDashboard(dashboard, fail) {
  if (dashboard === undefined) return;
  if (!Array.isArray(dashboard)) fail('dashboard must be a list of cards');
  const keys = new Set();
  for (const card of dashboard) {
    const name = JSON.stringify(card?.key);
    if (typeof card?.key !== 'string' || !CARD_KEY.test(card.key))
      fail(`dashboard card ${name}: key must be lower-case letters, digits and dashes`);
    if (keys.has(card.key)) fail(`dashboard card ${name} is declared twice`);
    keys.add(card.key);
    if (!Number.isFinite(card.order)) fail(`dashboard card ${name}: order must be a number`);
    if (card.permission !== undefined && !/^[a-z]+\.[a-z_]+$/.test(String(card.permission)))
      fail(`dashboard card ${name}: permission must be a permission's name, like 'classes.view'`);
    const extra = Object.keys(card).filter((key) => !['key', 'order', 'permission'].includes(key));
    if (extra.length > 0) fail(`dashboard card ${name}: unknown ${extra.join(', ')}`);
  }
}

/** A search group's kind: the API's name for its hits in `GET /search`'s `more` (`class_types`). */
export const SEARCH_KIND = /^[a-z][a-z_]*$/;

/**
 * Each search group is plain data: the API's kind (once), the group's heading, an order, and
 * where a hit leads: a path under one of the section's prefixes holding `{id}`.
 */
export function checkSearch(search, prefixes, fail) {
  if (search === undefined) return;
  if (!Array.isArray(search)) fail('search must be a list of groups');
  const kinds = new Set();
  for (const group of search) {
    const name = JSON.stringify(group?.kind);
    if (typeof group?.kind !== 'string' || !SEARCH_KIND.test(group.kind))
      fail(`search group ${name}: kind must be lower-case letters and underscores`);
    if (kinds.has(group.kind)) fail(`search group ${name} is declared twice`);
    kinds.add(group.kind);
    if (typeof group.group !== 'string' || !group.group.trim())
      fail(`search group ${name}: group must be its heading`);
    if (!Number.isFinite(group.order)) fail(`search group ${name}: order must be a number`);
    const href = String(group.href);
    if (
      !href.includes('{id}') ||
      !prefixes.some((prefix) => href === prefix || href.startsWith(`${prefix}/`))
    )
      fail(`search group ${name}: href must be a path under the section's prefixes holding {id}`);
    const extra = Object.keys(group).filter(
      (key) => !['kind', 'group', 'href', 'order'].includes(key),
    );
    if (extra.length > 0) fail(`search group ${name}: unknown ${extra.join(', ')}`);
  }
}

/**
 * The schema a declaration is written with: the lowest that says all it says, so that a section
 * declaring nothing new stays readable by every host that read it before (a host refuses a
 * schema it does not read: host/src/features/remotes/compatibility.ts). 3 with dashboard cards or
 * search groups.
 */
export const schemaOf = (declaration) =>
  declaration.dashboard?.length || declaration.search?.length ? DECLARATION_SCHEMA : 2;

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

/**
 * The federation plugin's `manifest` option. Every app's mf-manifest.json records what the app
 * was built with (its version, each shared library's, the federation runtime's); a remote's also
 * carries its section's declaration, versioned, with the ranges it needs of the host, of each
 * shared library (the ones the build asks for) and, when it uses the host's federation runtime
 * (`externalRuntime`), of that runtime.
 */
export function manifestWithBuild({ dir, declaration: file, externalRuntime = false }) {
  return {
    additionalData: async ({ stats }) => {
      const { name, version } = appPackage(dir);
      const shared = stats.shared ?? [];
      stats.metaData[BUILD_KEY] = {
        app: name,
        version,
        shared: Object.fromEntries(shared.map((entry) => [entry.name, entry.version])),
        runtime: runtimeVersion(dir),
      };
      if (file) {
        const { requires, ...declaration } = await readDeclaration(file);
        stats.metaData[DECLARATION_KEY] = {
          schema: schemaOf(declaration),
          requires: {
            host: requires?.host ?? majorRange(appPackage(WORKSPACE_HOST).version),
            shared: Object.fromEntries(shared.map((entry) => [entry.name, entry.requiredVersion])),
            ...(externalRuntime ? { runtime: runtimeRange(runtimeVersion(dir)) } : {}),
          },
          ...declaration,
        };
      }
      return stats;
    },
  };
}
