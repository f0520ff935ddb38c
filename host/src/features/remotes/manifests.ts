import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Each remote's mf-manifest.json is fetched once per page load: the host reads the section's
// declaration from it, and the federation runtime reuses the same response to load the section.
const responses = new Map<string, Promise<Response>>();

export function fetchManifest(url: string): Promise<Response> {
  let response = responses.get(url);
  if (!response) {
    response = fetch(url).then((answer) => {
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
      return answer;
    });
    responses.set(url, response);
  }
  // Every reader gets its own copy of the body; the stored response is never read itself.
  return response.then((answer) => answer.clone());
}

/** Forgets a manifest (failed, or stale after a Retry) so the next read fetches it afresh. */
export function forgetManifest(url: string): void {
  responses.delete(url);
}

/** A federation runtime plugin: the runtime's own manifest fetch gets the host's response. */
export function reuseManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'spotter-reuse-manifests',
    fetch: (url) => (responses.has(url) ? fetchManifest(url) : undefined),
  };
}
