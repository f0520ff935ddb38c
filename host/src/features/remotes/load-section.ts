import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteSection } from '@spotter/shared';
import { resetRemote, takeCodeHintsOf } from './runtime-config';

const loaded = new Map<string, RemoteSection>();
// One load per remote, shared by whoever asks first (the start-up, see start-section.ts) and the
// section's component; a failed one is kept until Retry, so it is not fetched again unasked.
const loading = new Map<string, Promise<RemoteSection>>();

export function getLoadedSection(remote: string): RemoteSection | undefined {
  return loaded.get(remote);
}

async function fetchSection(remote: string) {
  const load = () => loadRemote<{ default: RemoteSection }>(`${remote}/section`);
  try {
    return await load();
  } catch (error) {
    // The failure may be a preload's from when the page loaded, not the remote's now.
    let spent = takeCodeHintsOf(remote);
    if (spent === 0) throw error;
    for (;;) {
      resetRemote(remote);
      try {
        return await load();
      } catch (again) {
        spent -= 1;
        if (spent === 0) throw again;
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
