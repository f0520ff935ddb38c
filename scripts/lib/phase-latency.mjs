// Request times filed by phase (with nothing else running, during a bulk write, during its
// undo…) and each phase's figures set against a baseline phase's: the desk `pnpm bench:import`
// runs beside the import.
import { latencySummary } from './latency-stats.mjs';

/**
 * The `record(operation, ms, error)` a desk (scripts/lib/load-desk.mjs `runDesk`) takes, filing
 * each request's time, and its error if it failed, under `phase` in `samples` (a Map, phase →
 * operation → { times, errors }).
 */
export function recordInto(samples, phase) {
  if (!samples.has(phase)) samples.set(phase, new Map());
  const operations = samples.get(phase);
  return (operation, time, error) => {
    if (!operations.has(operation)) operations.set(operation, { times: [], errors: [] });
    const entry = operations.get(operation);
    entry.times.push(time);
    if (error) entry.errors.push(error);
  };
}

/**
 * One row per phase of `phases` and operation of `operations`, in that order: `latencySummary`'s
 * figures, the errors, and the p50 and p99 over the `baseline` phase's for the same operation (NaN
 * when either is missing).
 */
export function phaseRows(samples, { phases, operations, baseline }) {
  const summary = (phase, operation) => {
    const entry = samples.get(phase)?.get(operation) ?? { times: [], errors: [] };
    return { ...latencySummary(entry.times), errors: entry.errors };
  };
  return phases.flatMap((phase) =>
    operations.map((operation) => {
      const figures = summary(phase, operation);
      const base = summary(baseline, operation);
      return {
        phase,
        operation,
        ...figures,
        p50Ratio: figures.p50 / base.p50,
        p99Ratio: figures.p99 / base.p99,
      };
    }),
  );
}

/**
 * The rows of `phases` and `operations` that miss the goal: no requests measured, a failed
 * request, or a p99 over `p99` ms. Empty when the goal is met.
 */
export const missedGoal = (rows, { phases, operations, p99 }) =>
  rows.filter(
    (row) =>
      phases.includes(row.phase) &&
      operations.includes(row.operation) &&
      !(row.count > 0 && row.errors.length === 0 && row.p99 <= p99),
  );
