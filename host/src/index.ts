// Reads where the remotes live (inlined in the page by the host's server, or fetched from it),
// registers them with the federation runtime, then loads the app behind an async boundary. Each
// remote's manifest (its section's declaration) is fetched alongside, never awaited before the
// app mounts.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { reuseManifests } from './features/remotes/manifests';
import {
  loadRuntimeConfig,
  registerSections,
  type RuntimeConfig,
} from './features/remotes/runtime-config';

registerPlugins([reuseManifests()]);

function start(config: RuntimeConfig) {
  registerSections(config.remotes, config.declarations);
  // The name is how the build finds this chunk to preload it from the page (host/build/start-up-chunks.mjs).
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ mount }) =>
    mount(config),
  );
}

function fail(error: unknown) {
  console.error('Spotter could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Spotter could not start. Reload the page to try again.';
}

try {
  // Synchronous when the page carries the configuration: no request before the app's code loads.
  const config = loadRuntimeConfig();
  (config instanceof Promise ? config.then(start) : start(config)).catch(fail);
} catch (error) {
  fail(error);
}
