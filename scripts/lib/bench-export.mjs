// The CSV export at each database size: time, bytes, and the API process's resident memory
// (VmRSS from /proc, sampled every 5 ms while the file streams), plus how long an admin_me sent
// meanwhile waits. Flat memory from 100 to 100,000 invoices is the point: the export is read a
// batch at a time, so it must not grow with the number of invoices.
import { rssMegabytes } from './process-cpu.mjs';

async function exportOnce(api) {
  const before = rssMegabytes(api.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(api.pid))), 5);
  const started = performance.now();
  const response = await api.get('/payments/export_invoices');
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let meMs;
  let meSent;
  const me = (async () => {
    await new Promise((r) => setTimeout(r, 100));
    meSent = performance.now();
    await (await api.get('/members/admin_me')).arrayBuffer();
    meMs = performance.now() - meSent;
  })();
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ended = performance.now();
  const ms = ended - started;
  await me;
  clearInterval(sampler);
  // An admin_me sent after the file was complete says nothing about waiting behind it.
  return { ms, bytes, rows: lines - 1, before, peak, meMs: meSent < ended ? meMs : undefined };
}

export async function benchExport(apis) {
  console.log(
    '\nCSV export of every invoice (GET /payments/export_invoices; best of 3 by time; API memory sampled every 5 ms)',
  );
  console.log(
    `  ${'invoices'.padStart(9)}  ${'time'.padStart(9)}  ${'size'.padStart(9)}  ${'RSS before'.padStart(10)}  ${'RSS peak'.padStart(9)}  ${'growth'.padStart(8)}  admin_me meanwhile`,
  );
  for (const api of apis) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await exportOnce(api));
    const best = runs.sort((a, b) => a.ms - b.ms)[0];
    const growth = Math.max(...runs.map((r) => r.peak - r.before));
    console.log(
      `  ${best.rows.toLocaleString('en-US').padStart(9)}  ${`${best.ms.toFixed(0)} ms`.padStart(9)}  ${`${(best.bytes / 1024 / 1024).toFixed(2)} MB`.padStart(9)}  ${`${best.before.toFixed(0)} MB`.padStart(10)}  ${`${best.peak.toFixed(0)} MB`.padStart(9)}  ${`+${growth.toFixed(0)} MB`.padStart(8)}  ${best.meMs === undefined ? '(export done first)' : `${best.meMs.toFixed(0)} ms`}`,
    );
  }
}
