/**
 * What a build shares, and with which versions: each shared library's version is the one installed
 * for the app being built, and the range it asks of the page it joins is derived from it.
 *
 * The rule (docs/architecture.md "Versions and compatibility"): a build needs the minor version it
 * was built with, or a later one of the same major. A minor release adds exports, a patch release
 * changes none, a major release may remove some. So a remote built with @spotter/shared 1.3.2
 * asks for `^1.3.0`: a host that provides 1.3.0 or 1.9.0 serves it; 1.2.x lacks what 1.3 added, and
 * 2.x may have removed what it uses.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The newest version of the declaration a remote writes into its manifest (declaration.mjs
 * `schemaOf`), and the host reads every one up to it: 1 (no `schema`), 2 (`requires`), 3
 * (`dashboard` cards).
 */
export const DECLARATION_SCHEMA = 3;

/** The package a share key comes from: `react-dom/client` → `react-dom`, `@spotter/shared/tabs` → `@spotter/shared`. */
export function packageOf(shareKey) {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version of `pkg` as the app in `dir` resolves it. */
export function installedVersion(pkg, dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  let file;
  try {
    file = require.resolve(`${pkg}/package.json`);
  } catch {
    // A package whose exports hide package.json: walk up from its main file.
    let folder = path.dirname(require.resolve(pkg));
    while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
    file = path.join(folder, 'package.json');
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** `1.3.2` → `^1.3.0`: the minor built with, or a later one of the same major. */
export function compatibleRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`Not a version: ${JSON.stringify(version)}`);
  return `^${match[1]}.${match[2]}.0`;
}

/**
 * `1.3.2` → `^1.0.0`: any host of the same major. A remote uses no host code, only the contract
 * (the declaration's schema, the section's shape), which changes only with a major version.
 */
export function majorRange(version) {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  if (!match) throw new Error(`Not a version: ${JSON.stringify(version)}`);
  return `^${match[1]}.0.0`;
}

/** The version of Module Federation's runtime a build carries (or, with externalRuntime, expects). */
export const runtimeVersion = (dir) => installedVersion('@module-federation/enhanced', dir);

/** `2.9.2` → `~2.9.0`: the same minor. Upgrading the runtime alone has broken apps upstream. */
export function runtimeRange(version) {
  const match = /^(\d+)\.(\d+)\./.exec(version);
  return `~${match[1]}.${match[2]}.0`;
}

/** The app's own package: its name and version. */
export function appPackage(dir) {
  const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { name, version };
}
