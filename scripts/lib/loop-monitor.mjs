// Loaded into each API process by `pnpm bench:load` (node --import): how long the process's event
// loop was blocked while the bench ran. SIGUSR2 writes what was seen since the last SIGUSR2 to
// BENCH_LOOP_DIR/<pid>.json and starts again, so the bench reads exactly its measuring window.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const file =
  process.env.BENCH_LOOP_DIR && path.join(process.env.BENCH_LOOP_DIR, `${process.pid}.json`);
/** The histogram records the timer's whole interval: what exceeds it is the delay. */
const RESOLUTION_MS = 5;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  let utilization = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let since = performance.now();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - since) / 1000;
    const report = {
      // The share of the window the main thread spent running JavaScript (or SQLite's C) rather
      // than waiting for I/O: near 1, every request queues behind the others.
      utilization: performance.eventLoopUtilization(utilization).utilization,
      // All threads (a reader pool's workers included), in cores: 1.0 is one core busy throughout.
      cores: (used.user + used.system) / 1e6 / seconds,
      delay: {
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      },
    };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(report));
    fs.renameSync(`${file}.tmp`, file);
    delay.reset();
    utilization = performance.eventLoopUtilization();
    cpu = process.cpuUsage();
    since = performance.now();
  });
}
