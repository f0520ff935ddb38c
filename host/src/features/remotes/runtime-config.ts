import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readDeclarations } from './declarations';
import { forgetManifest } from './manifests';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote name → URL of its mf-manifest.json */
  remotes: Record<string, string>;
}

let entries: Record<string, string> = {};

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/spotter.config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime configuration answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/** Registers the remotes with the federation runtime and starts reading what each declares. */
export function registerSections(remotes: Record<string, string>): void {
  entries = { ...remotes };
  Object.values(remotes).forEach(forgetManifest);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  readDeclarations(remotes);
}

/** Forgets a remote's failed or stale load so the next load fetches it afresh. */
export function resetRemote(name: string): void {
  const entry = entries[name];
  if (!entry) return;
  forgetManifest(entry);
  registerRemotes([{ name, entry }], { force: true });
}
