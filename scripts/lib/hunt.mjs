// Hunting a rare stall: many cold loads of /users, signed in, in turns with no added latency,
// 200 ms per request, 4G, and 4G on a 4× slower CPU (as the bench's own runs follow each other),
// each printed; the waterfall of any load three times slower than the median of its kind so far,
// and of any that never shows its first row within a minute, tells what it was waiting for.
import { coldLoad } from './cold-load.mjs';
import { waterfallLines } from './waterfall.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function hunt(browser, app, loads, { fourG, checked }) {
  const kinds = [
    ['no added latency', {}],
    ['200 ms', { network: { latency: 200 } }],
    ['4G', { network: fourG }],
    ['4G, 4× CPU', { network: fourG, cpu: 4 }],
  ];
  console.log(`${loads} cold /users loads, in turns: ${kinds.map(([k]) => k).join(', ')}`);
  const done = kinds.map(() => []);
  for (let i = 0; i < loads; i += 1) {
    const k = i % kinds.length;
    const [kind, conditions] = kinds[k];
    const run = `run ${i + 1}, ${kind}`;
    const load = checked(
      run,
      await coldLoad(browser, { host: app.host, route: '/users', ...conditions, timeout: 60_000 }),
    );
    if (!load) continue;
    done[k].push(load.ms);
    console.log(`  ${run.padEnd(26)} ${load.ms.toFixed(0).padStart(6)} ms`);
    if (load.ms > 3 * median(done[k]))
      for (const line of waterfallLines(load.requests)) console.log(line);
  }
}
