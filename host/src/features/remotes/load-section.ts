import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteSection } from '@spotter/shared/core';
import { HOST_PROVIDES, IncompatibleSection, incompatibility } from './compatibility';
import { parseDeclaration } from './parse-declaration';
import { readManifestOf, resetRemote, takeCodeHintsOf } from './runtime-config';

const loaded = new Map<string, RemoteSection>();
// One load per remote, shared by whoever asks first (the start-up, see start-section.ts) and the
// section's component; a failed one is kept until Retry, so it is not fetched again unasked.
const loading = new Map<string, Promise<RemoteSection>>();
// Bumped when the loads not done are forgotten: a load begun before then is superseded, and must
// neither spend the page's preload hints nor reset the runtime under the load that replaced it.
let epoch = 0;

export function getLoadedSection(remote: string): RemoteSection | undefined {
  return loaded.get(remote);
}

async function fetchSection(remote: string) {
  const load = () => loadRemote<{ default: RemoteSection }>(`${remote}/section`);
  const begun = epoch;
  // An unreadable manifest fails the load before it asks for a script, so the page's hints for
  // the scripts are not spent on it: they are for the load that reaches them (below). So does a
  // remote this host cannot run (compatibility.ts): refused before any of its code is fetched.
  const manifest = await readManifestOf(remote);
  if (manifest !== undefined && HOST_PROVIDES) {
    const problem = incompatibility(parseDeclaration(manifest, remote), HOST_PROVIDES);
    if (problem) throw new IncompatibleSection(remote, problem);
  }
  try {
    return await load();
  } catch (error) {
    if (begun !== epoch) throw error;
    // The failure may be a preload's from when the page loaded, not the remote's now.
    let spent = takeCodeHintsOf(remote);
    if (spent === 0) throw error;
    for (;;) {
      resetRemote(remote);
      try {
        return await load();
      } catch (again) {
        spent -= 1;
        if (spent === 0 || begun !== epoch) throw again;
      }
    }
  }
}

async function load(remote: string): Promise<RemoteSection> {
  const module = await fetchSection(remote);
  const section = module?.default;
  if (!section || !Array.isArray(section.routes)) {
    throw new Error(`Remote "${remote}" did not provide its section`);
  }
  loaded.set(remote, section);
  return section;
}

export function loadSection(remote: string, { retry = false } = {}): Promise<RemoteSection> {
  if (retry) {
    loaded.delete(remote);
    loading.delete(remote);
    resetRemote(remote);
  }
  let pending = loading.get(remote);
  if (!pending) {
    pending = load(remote);
    loading.set(remote, pending);
  }
  return pending;
}

/**
 * Forgets every section load that has not succeeded, failed or still on its way, so the next
 * load of each fetches it afresh: the Retry of a section whose declaration could not be read
 * (section-outlet.tsx), once that declaration is read, must not be handed a load that failed
 * before, nor one begun while the remote was still down.
 */
export function forgetUnloadedSections(): void {
  epoch += 1;
  for (const remote of [...loading.keys()]) {
    if (loaded.has(remote)) continue;
    loading.delete(remote);
    resetRemote(remote);
  }
}
