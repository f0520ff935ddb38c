// Hunting a rare stall: many cold loads of /users on a slow line (every other one on a 4× slower
// CPU too), each printed; the waterfall of any load three times slower than the median so far,
// and of any that never shows its first row within a minute, tells what it was waiting for.
import { coldLoad } from './cold-load.mjs';
import { waterfallLines } from './waterfall.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function hunt(browser, app, loads, { network, checked }) {
  console.log(`${loads} cold /users loads on 4G, every other one on a 4× slower CPU (${app.name})`);
  const done = [];
  for (let i = 0; i < loads; i += 1) {
    const cpu = i % 2 ? 4 : undefined;
    const run = `hunt run ${i + 1}${cpu ? ' (4× CPU)' : ''}`;
    const load = checked(
      run,
      await coldLoad(browser, { host: app.host, route: '/users', network, cpu, timeout: 60_000 }),
    );
    if (!load) continue;
    done.push(load.ms);
    console.log(`  ${run.padEnd(22)} ${load.ms.toFixed(0).padStart(6)} ms`);
    if (load.ms > 3 * median(done))
      for (const line of waterfallLines(load.requests)) console.log(line);
  }
}
