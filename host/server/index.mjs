// Serves the built host (see host-server.mjs) on PORT, or HOST_PORT, or 3000.
import { listen } from '@spotter/static-server';
import { createHostServer } from './host-server.mjs';

const port = Number(process.env.PORT ?? process.env.HOST_PORT ?? 3000);
await listen(await createHostServer(), { port, name: 'host' });
