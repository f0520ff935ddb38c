// Loaded into the API process by `pnpm bench:import` (node --expose-gc --import): on SIGUSR2 it
// collects all garbage, then writes the heap still in use and the resident memory to
// BENCH_HEAP_DIR/<pid>.json. Resident memory alone rises batch after batch until V8 decides to
// collect; what is live after a full collection is what a leak would make grow.
import fs from 'node:fs';
import path from 'node:path';

const file =
  process.env.BENCH_HEAP_DIR && path.join(process.env.BENCH_HEAP_DIR, `${process.pid}.json`);
if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    const { heapUsed, rss } = process.memoryUsage();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ heapUsed, rss }));
    fs.renameSync(`${file}.tmp`, file);
  });
}
