import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readDeclarations } from './declarations';
import { fetchManifest, forgetManifest } from './manifests';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote name → URL of its mf-manifest.json */
  remotes: Record<string, string>;
  /** Remote name → its section's declaration, as the host's server last read it (not in /spotter.config.json). */
  declarations?: Record<string, unknown>;
}

// Must match CONFIG_ELEMENT_ID in host/server/host-page.mjs, which writes it.
const CONFIG_ELEMENT_ID = 'spotter-config';

let entries: Record<string, string> = {};

/**
 * The runtime configuration: read at once from the JSON block the host's server puts in the page,
 * or, on a page without it (the dev server's), fetched from /spotter.config.json.
 */
export function loadRuntimeConfig(): RuntimeConfig | Promise<RuntimeConfig> {
  const inline = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (inline) return JSON.parse(inline) as RuntimeConfig;
  return fetch('/spotter.config.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`Runtime configuration answered ${response.status}`);
    return response.json() as Promise<RuntimeConfig>;
  });
}

/**
 * Registers the remotes with the federation runtime and starts reading what each declares (at
 * once from `declarations` where the page carries them, see declarations.ts).
 */
export function registerSections(
  remotes: Record<string, string>,
  declarations?: Record<string, unknown>,
): void {
  entries = { ...remotes };
  Object.values(remotes).forEach(forgetManifest);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  readDeclarations(remotes, declarations);
}

/** Forgets a remote's failed or stale load so the next load fetches it afresh. */
export function resetRemote(name: string): void {
  const entry = entries[name];
  if (!entry) return;
  forgetManifest(entry);
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * Reads a remote's manifest (once per page load: manifests.ts), so that a remote that cannot be
 * reached fails before any of its scripts is asked for; the failed read is forgotten. Resolves to
 * the manifest (undefined for a remote not configured).
 */
export async function readManifestOf(name: string): Promise<unknown> {
  const entry = entries[name];
  if (!entry) return undefined;
  try {
    return await (await fetchManifest(entry)).json();
  } catch (error) {
    forgetManifest(entry);
    throw error;
  }
}

/**
 * Removes, and counts, the page's preload hints for this remote's scripts (files beside its
 * manifest; see host/server/host-page.mjs). Chromium hands a preload that failed to the first
 * request for the same file, so a remote that could not be reached while the page loaded fails
 * its next loads even once it is back, one file at a time; load-section.ts loads once more per
 * such file, and only the first time.
 */
export function takeCodeHintsOf(name: string): number {
  const entry = entries[name];
  if (!entry) return 0;
  const folder = new URL('.', entry).href;
  const links = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
  ].filter((link) => link.href.startsWith(folder));
  links.forEach((link) => link.remove());
  return links.length;
}
