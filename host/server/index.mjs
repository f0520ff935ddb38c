// Serves the built host (see host-server.mjs) on PORT, or HOST_PORT, or 3000.
import { listen } from '@spotter/static-server';
import { createHostServer } from './host-server.mjs';
import { ConfigurationError } from './runtime-config.mjs';

const port = Number(process.env.PORT ?? process.env.HOST_PORT ?? 3000);
try {
  await listen(await createHostServer(), { port, name: 'host' });
} catch (error) {
  // A remote's setting that cannot be right (runtime-config.mjs): said plainly, and no server.
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`The host did not start: ${error.message}`);
  process.exit(1);
}
