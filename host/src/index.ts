// Reads where the remotes live (a file the host's server answers per deployment), registers them
// with the federation runtime, then loads the app behind an async boundary.
import { loadRuntimeConfig, registerSections } from './features/remotes/runtime-config';

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
