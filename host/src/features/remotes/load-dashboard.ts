import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteDashboard } from '@spotter/shared/core';
import { HOST_PROVIDES, IncompatibleSection, incompatibility } from './compatibility';
import { getLoadedSection } from './load-section';
import { parseDeclaration } from './parse-declaration';
import { readManifestOf, resetRemote } from './runtime-config';

// One load of a remote's `./dashboard` per page, shared by all its cards; a failed one is kept
// until a card's Retry, so it is not fetched again unasked.
const loading = new Map<string, Promise<RemoteDashboard>>();

async function fetchDashboard(remote: string): Promise<RemoteDashboard> {
  // As for a section (load-section.ts): a remote this host cannot run is refused before any of
  // its code is fetched, and an unreadable manifest fails before a script is asked for.
  const manifest = await readManifestOf(remote);
  if (manifest !== undefined && HOST_PROVIDES) {
    const problem = incompatibility(parseDeclaration(manifest, remote), HOST_PROVIDES);
    if (problem) throw new IncompatibleSection(remote, problem);
  }
  const module = await loadRemote<{ default: RemoteDashboard }>(`${remote}/dashboard`);
  const dashboard = module?.default;
  if (!dashboard || typeof dashboard.cards !== 'object' || dashboard.cards === null)
    throw new Error(`Remote "${remote}" did not provide its dashboard cards`);
  return dashboard;
}

/**
 * The dashboard cards' components a remote exposes as `./dashboard` (RemoteDashboard): loaded
 * only when a card the account may see is drawn, never with the section's pages.
 */
export function loadDashboard(remote: string, { retry = false } = {}): Promise<RemoteDashboard> {
  if (retry) {
    loading.delete(remote);
    // A remote whose section runs on this page keeps its modules (a second copy would not share
    // their state); one that never loaded is fetched afresh.
    if (!getLoadedSection(remote)) resetRemote(remote);
  }
  let pending = loading.get(remote);
  if (!pending) {
    pending = fetchDashboard(remote);
    loading.set(remote, pending);
  }
  return pending;
}
