import type { SectionDeclaration } from '@spotter/shared/core';
import { fetchManifest, forgetManifest } from './manifests';
import { checkDeclaration, parseDeclaration } from './parse-declaration';

// Loaded by index.ts before the async boundary: no shared library (react, @spotter/shared) may be
// imported here, only types.

export type DeclarationState =
  | { status: 'loading' }
  | { status: 'ready'; declaration: SectionDeclaration }
  | { status: 'unreadable' };

/** Remote name → what it declared, in the order of the runtime configuration. */
export type Declarations = ReadonlyMap<string, DeclarationState>;

let urls: Record<string, string> = {};
let current: Declarations = new Map();
// A read started for an earlier configuration must not overwrite a later one.
let generation = 0;
const listeners = new Set<() => void>();

function update(remote: string, state: DeclarationState) {
  current = new Map(current).set(remote, state);
  for (const listener of listeners) listener();
}

async function read(remote: string, url: string, readGeneration: number) {
  let state: DeclarationState;
  try {
    const manifest: unknown = await (await fetchManifest(url)).json();
    state = { status: 'ready', declaration: parseDeclaration(manifest, remote) };
  } catch (error) {
    console.error(`The "${remote}" section could not be read`, error);
    forgetManifest(url);
    state = { status: 'unreadable' };
  }
  // The same declaration again (the page carried it) changes nothing on screen.
  if (
    readGeneration === generation &&
    JSON.stringify(current.get(remote)) !== JSON.stringify(state)
  )
    update(remote, state);
}

/** A declaration the page carries (read by the host's server), if it is a valid one. */
function carried(remote: string, value: unknown): DeclarationState | undefined {
  if (value === undefined) return undefined;
  try {
    return { status: 'ready', declaration: checkDeclaration(value, remote) };
  } catch {
    return undefined;
  }
}

// After the page's first screen: once the browser is idle, or at the latest 5 s on.
const afterFirstScreen = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 1_000);
};

/** The URLs the page announced with `<link rel="preload">`. */
const preloaded = () =>
  new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );

/**
 * Starts reading every remote's declaration from its manifest; never awaited by the shell. A
 * declaration the page carries (read by the host's server moments ago) is used at once, so the
 * shell is drawn once rather than once per manifest, and its manifest is read only after the
 * first screen: a remote redeployed since, or one this browser cannot reach, then shows as it is.
 */
export function readDeclarations(
  remotes: Record<string, string>,
  carriedDeclarations: Record<string, unknown> = {},
): void {
  urls = { ...remotes };
  generation += 1;
  const readGeneration = generation;
  current = new Map(
    Object.keys(remotes).map((remote) => [
      remote,
      carried(remote, carriedDeclarations[remote]) ?? { status: 'loading' },
    ]),
  );
  for (const listener of listeners) listener();
  const announced = preloaded();
  for (const [remote, url] of Object.entries(remotes)) {
    // The page's own section's manifest is on its way already (its server announced it): read
    // now, the federation runtime is handed the same response (manifests.ts).
    const readNow = current.get(remote)?.status === 'loading' || announced.has(url);
    if (readNow) void read(remote, url, readGeneration);
    else afterFirstScreen(() => void read(remote, url, readGeneration));
  }
}

/** Reads again the declarations that could not be read (the section error's Retry). */
export function retryUnreadable(): void {
  for (const [remote, state] of current) {
    const url = urls[remote];
    if (state.status !== 'unreadable' || !url) continue;
    update(remote, { status: 'loading' });
    void read(remote, url, generation);
  }
}

export function subscribeToDeclarations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentDeclarations = (): Declarations => current;
