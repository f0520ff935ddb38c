import { createAppConfig } from '@spotter/rspack-config';
import { createRuntimeConfig } from './server/runtime-config.mjs';

const runtimeConfig = createRuntimeConfig();

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'host',
  port: 3000,
  host: true,
  // In dev the host's dev server answers the same runtime configuration as its production server.
  devJson: {
    '/spotter.config.json': () => runtimeConfig,
  },
});
