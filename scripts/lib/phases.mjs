// Times the phases of a long command (npm test) and prints them as a table at the end.
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export function createPhases() {
  const started = Date.now();
  const rows = [];
  return {
    /** Runs `work` as the phase `name`; its time is recorded whether it passes or throws. */
    async time(name, work) {
      const start = Date.now();
      const row = { name, ms: 0, ok: false };
      rows.push(row);
      try {
        const result = await work();
        row.ok = true;
        return result;
      } finally {
        row.ms = Date.now() - start;
      }
    },
    /** The table: each phase's wall time (phases that ran side by side overlap) and the total. */
    report() {
      const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
      const lines = rows.map(
        (row) =>
          `  ${row.name.padEnd(width)}  ${clock(row.ms).padStart(6)}${row.ok ? '' : '  failed'}`,
      );
      lines.push(`  ${'total'.padEnd(width)}  ${clock(Date.now() - started).padStart(6)}`);
      return `Phase times (m:ss):\n${lines.join('\n')}`;
    },
  };
}
