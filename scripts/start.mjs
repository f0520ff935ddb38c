#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, serve the composed app.
//   --no-install  skip pnpm and dependency checks      --no-build  serve what is built
import { ensureBuilt, ensureDependencies, ensureNativeModules, ensurePnpm } from './lib/setup.mjs';
import { serviceList, startServices } from './lib/services.mjs';

const args = new Set(process.argv.slice(2));

try {
  if (!args.has('--no-install')) {
    ensurePnpm();
    ensureDependencies();
    // Build scripts an interrupted npm test left pending (npm test installs without them).
    ensureNativeModules();
  }
  if (!args.has('--no-build')) await ensureBuilt();
} catch (error) {
  console.error(`\nSpotter could not start: ${error.message}`);
  process.exit(1);
}

const services = serviceList();
startServices(services);
const host = services.find((s) => s.name === 'host');
console.log(`\nSpotter is starting on http://localhost:${host.env.PORT} (Ctrl-C stops it)\n`);
