#!/usr/bin/env node
// Usage (from a remote's folder): spotter-static dist 3003   (PORT overrides the port)
import path from 'node:path';
import { createStaticServer, listen, sourceMapsFromEnv, timeoutsFromEnv } from './index.mjs';

const root = path.resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? process.argv[3] ?? 8080);
const name = path.basename(process.cwd());
const app = await createStaticServer({
  root,
  timeouts: timeoutsFromEnv(),
  sourceMaps: sourceMapsFromEnv(),
});
await listen(app, { port, name });
