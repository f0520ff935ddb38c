// Request times as the benchmarks print them: one definition of a percentile for all of them
// (`pnpm bench:api`, `bench:branches`, `bench:load`, `bench:import`), and the column they print it in.

/** The `p`th percentile (0–100) of `sorted`, ascending times: the nearest rank; NaN when empty. */
export const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
    : NaN;

/** `times` in ms, in any order (left as they are): how many, p50, p99 and the slowest. */
export function latencySummary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted.at(-1) : NaN,
  };
}

/** A time in ms in a column of 7: one decimal under 10 ms, `–` when there is none. */
export const msCell = (n) =>
  (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0)).padStart(7);
