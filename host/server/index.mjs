// Serves the built host: the app shell, /spotter.config.json and /api forwarded to the API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, listen } from '@spotter/static-server';
import { createRuntimeConfig } from './runtime-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? process.env.HOST_PORT ?? 3000);
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;

const app = await createStaticServer({
  root: path.resolve(dir, '../dist'),
  spa: true,
  apiTarget,
  runtimeConfig: createRuntimeConfig(),
});
await listen(app, { port, name: 'host' });
