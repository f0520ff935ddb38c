// Times the phases of a long command (npm test) and prints them as a table at the end: each
// phase's wall time, and on Linux how busy the machine's cores were meanwhile (from /proc/stat),
// which shows where a core sat idle.
import fs from 'node:fs';

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The machine's busy CPU time so far, in seconds (all cores, idle and I/O wait left out); null where unknown. */
function busySeconds() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number); // idle, iowait left out
    // USER_HZ is 100 on every Linux that Node supports.
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

export function createPhases() {
  const started = Date.now();
  const startedBusy = busySeconds();
  const rows = [];
  return {
    /** Runs `work` as the phase `name`; its time is recorded whether it passes or throws. */
    async time(name, work) {
      const start = Date.now();
      const busy = busySeconds();
      const row = { name, ms: 0, cpu: null, ok: false };
      rows.push(row);
      try {
        const result = await work();
        row.ok = true;
        return result;
      } finally {
        row.ms = Date.now() - start;
        const now = busySeconds();
        if (busy !== null && now !== null) row.cpu = now - busy;
      }
    },
    /**
     * The table: each phase's wall time (phases that ran side by side overlap) and the total, with
     * the machine's CPU seconds meanwhile and the cores that kept busy on average.
     */
    report() {
      const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
      const cores = (cpu, ms) =>
        cpu === null
          ? ''
          : `  ${String(Math.round(cpu)).padStart(6)}  ${(cpu / (ms / 1000)).toFixed(2).padStart(5)}`;
      const lines = rows.map(
        (row) =>
          `  ${row.name.padEnd(width)}  ${clock(row.ms).padStart(6)}${cores(row.cpu, row.ms)}${row.ok ? '' : '  failed'}`,
      );
      const total = Date.now() - started;
      const now = busySeconds();
      lines.push(
        `  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}${cores(startedBusy === null || now === null ? null : now - startedBusy, total)}`,
      );
      const header =
        startedBusy === null
          ? ''
          : `  ${''.padEnd(width)}  ${'m:ss'.padStart(6)}  ${'CPU-s'.padStart(6)}  cores`;
      return `Phase times (m:ss; the machine's CPU seconds meanwhile, and the cores busy on average):\n${header ? `${header}\n` : ''}${lines.join('\n')}`;
    },
  };
}
