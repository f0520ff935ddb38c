// Reads where the remotes live (a file the host's server answers per deployment), registers them
// with the federation runtime, then loads the app behind an async boundary. Each remote's
// manifest (its section's declaration) is fetched alongside, never awaited before the app mounts.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { reuseManifests } from './features/remotes/manifests';
import { loadRuntimeConfig, registerSections } from './features/remotes/runtime-config';

registerPlugins([reuseManifests()]);

loadRuntimeConfig()
  .then((config) => {
    registerSections(config.remotes);
    return import('./bootstrap').then(({ mount }) => mount(config));
  })
  .catch((error: unknown) => {
    console.error('Spotter could not start', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'Spotter could not start. Reload the page to try again.';
  });
