// Serves the built host (see host-server.mjs) on PORT, or HOST_PORT, or 3000.
// Usage (from host/): node server/index.mjs [folder]: its build, dist, unless another folder is
// named (a release's, ../deploy/host: docs/deploying.md).
import path from 'node:path';
import { listen } from '@spotter/static-server';
import { createHostServer } from './host-server.mjs';
import { ConfigurationError } from './runtime-config.mjs';

const port = Number(process.env.PORT ?? process.env.HOST_PORT ?? 3000);
const root = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
try {
  await listen(await createHostServer(process.env, root), { port, name: 'host' });
} catch (error) {
  // A remote's setting that cannot be right (runtime-config.mjs): said plainly, and no server.
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`The host did not start: ${error.message}`);
  process.exit(1);
}
