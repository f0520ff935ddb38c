import path from 'node:path';
import { createAppConfig } from '@spotter/rspack-config';
import { createRuntimeConfig } from './server/runtime-config.mjs';
import { PreloadStartUpChunks, sharedLibrariesChunk } from './build/start-up-chunks.mjs';
import { WritePageHints } from './build/page-hints.mjs';

const runtimeConfig = createRuntimeConfig();

const appConfig = createAppConfig({
  dir: import.meta.dirname,
  name: 'host',
  port: 3000,
  host: true,
  // In dev the host's dev server answers the same runtime configuration as its production server.
  devJson: {
    '/spotter.config.json': () => runtimeConfig,
  },
});

export default (env, argv) => {
  const config = appConfig(env, argv);
  if (argv.mode !== 'production') return config;
  // Production: the start-up code in few files, all announced by the page (build/start-up-chunks.mjs),
  // and the files and first requests of the host's own pages, for its server (build/page-hints.mjs).
  return {
    ...config,
    optimization: { ...config.optimization, splitChunks: sharedLibrariesChunk },
    plugins: [
      ...config.plugins,
      new PreloadStartUpChunks(),
      new WritePageHints(path.join(import.meta.dirname, 'src/app/page-hints.ts')),
    ],
  };
};
