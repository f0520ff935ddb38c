import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteSection } from '@spotter/shared';
import { resetRemote } from './runtime-config';

const loaded = new Map<string, RemoteSection>();

export function getLoadedSection(remote: string): RemoteSection | undefined {
  return loaded.get(remote);
}

export async function loadSection(remote: string, { retry = false } = {}): Promise<RemoteSection> {
  if (retry) {
    loaded.delete(remote);
    resetRemote(remote);
  }
  const cached = loaded.get(remote);
  if (cached) return cached;
  const module = await loadRemote<{ default: RemoteSection }>(`${remote}/section`);
  const section = module?.default;
  if (!section || !Array.isArray(section.routes)) {
    throw new Error(`Remote "${remote}" did not provide its section`);
  }
  loaded.set(remote, section);
  return section;
}
