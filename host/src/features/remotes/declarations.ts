import type { SectionDeclaration } from '@spotter/shared';
import { fetchManifest, forgetManifest } from './manifests';
import { parseDeclaration } from './parse-declaration';

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
    state = { status: 'ready', declaration: parseDeclaration(manifest) };
  } catch (error) {
    console.error(`The "${remote}" section could not be read`, error);
    forgetManifest(url);
    state = { status: 'unreadable' };
  }
  if (readGeneration === generation) update(remote, state);
}

/** Starts reading every remote's declaration from its manifest; never awaited by the shell. */
export function readDeclarations(remotes: Record<string, string>): void {
  urls = { ...remotes };
  generation += 1;
  current = new Map(Object.keys(remotes).map((remote) => [remote, { status: 'loading' }]));
  for (const listener of listeners) listener();
  for (const [remote, url] of Object.entries(remotes)) void read(remote, url, generation);
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
