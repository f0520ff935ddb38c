#!/usr/bin/env node
// Usage (from a remote's folder): spotter-static dist [port]   (PORT overrides the port; without
// either, a workspace remote's is its port in remotes.json, and anything else's 8080)
import fs from 'node:fs';
import path from 'node:path';
import workspaceRemotes from '../../remotes.json' with { type: 'json' };
import { createStaticServer, listen, sourceMapsFromEnv, timeoutsFromEnv } from './index.mjs';

const root = path.resolve(process.argv[2] ?? 'dist');
const name = path.basename(process.cwd());
// A workspace remote's package is named after its folder (remotes.json).
const pkg = fs.existsSync('package.json') && JSON.parse(fs.readFileSync('package.json', 'utf8'));
const listed = workspaceRemotes.find(({ folder }) => folder === pkg?.name);
const port = Number(process.env.PORT ?? process.argv[3] ?? listed?.port ?? 8080);
const app = await createStaticServer({
  root,
  timeouts: timeoutsFromEnv(),
  sourceMaps: sourceMapsFromEnv(),
});
await listen(app, { port, name });
