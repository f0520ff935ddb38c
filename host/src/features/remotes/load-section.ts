import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteSection } from '@spotter/shared';
import { resetRemote } from './runtime-config';

const loaded = new Map<string, RemoteSection>();
// One load per remote, shared by whoever asks first (the start-up, see start-section.ts) and the
// section's component; a failed one is kept until Retry, so it is not fetched again unasked.
const loading = new Map<string, Promise<RemoteSection>>();

export function getLoadedSection(remote: string): RemoteSection | undefined {
  return loaded.get(remote);
}

async function load(remote: string): Promise<RemoteSection> {
  const module = await loadRemote<{ default: RemoteSection }>(`${remote}/section`);
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
