import { missedGoal, phaseRows, recordInto } from './phase-latency.mjs';

/** Samples with `times` (ms) recorded for each [phase, operation], and one error where told. */
function samplesOf(recorded) {
  const samples = new Map();
  for (const [phase, operation, times, error] of recorded) {
    const record = recordInto(samples, phase);
    for (const time of times) record(operation, time, null);
    if (error) record(operation, 1000, error);
  }
  return samples;
}

const range = (from, count) => Array.from({ length: count }, (_, i) => from + i);

describe('recordInto', () => {
  it('files each time under its phase and operation, and errors beside them', () => {
    const samples = new Map();
    recordInto(samples, 'import')('check-in', 12, null);
    recordInto(samples, 'import')('check-in', 30, '409 already checked in');
    recordInto(samples, 'undo')('payment', 5, null);
    expect(samples.get('import').get('check-in')).toEqual({
      times: [12, 30],
      errors: ['409 already checked in'],
    });
    expect(samples.get('undo').get('payment')).toEqual({ times: [5], errors: [] });
    expect(samples.get('import').has('payment')).toBe(false);
  });
});

describe('phaseRows', () => {
  const samples = samplesOf([
    ['baseline', 'check-in', range(1, 100)],
    ['import', 'check-in', range(1, 100).map((t) => t * 3)],
    ['import', 'payment', [40, 60]],
  ]);
  const rows = phaseRows(samples, {
    phases: ['baseline', 'import'],
    operations: ['check-in', 'payment'],
    baseline: 'baseline',
  });

  it('answers a row per phase and operation, in the order asked', () => {
    expect(rows.map((row) => [row.phase, row.operation])).toEqual([
      ['baseline', 'check-in'],
      ['baseline', 'payment'],
      ['import', 'check-in'],
      ['import', 'payment'],
    ]);
  });

  it("sets each phase's p50 and p99 against the baseline's for the same operation", () => {
    expect(rows[2]).toEqual({
      phase: 'import',
      operation: 'check-in',
      count: 100,
      p50: 150,
      p99: 297,
      max: 300,
      errors: [],
      p50Ratio: 3,
      p99Ratio: 3,
    });
    expect(rows[0].p99Ratio).toBe(1);
  });

  it('answers no figures and no ratio where nothing was recorded', () => {
    expect(rows[1]).toMatchObject({ count: 0, errors: [] });
    expect(rows[1].p99).toBeNaN();
    expect(rows[3]).toMatchObject({ count: 2, p50: 40, p99: 60 });
    expect(rows[3].p99Ratio).toBeNaN();
  });
});

describe('missedGoal', () => {
  const goal = { phases: ['import', 'undo'], operations: ['check-in', 'payment'], p99: 300 };
  const rowsOf = (recorded) =>
    phaseRows(samplesOf(recorded), {
      phases: ['baseline', 'import', 'undo'],
      operations: ['check-in', 'check-out', 'payment'],
      baseline: 'baseline',
    });
  const fast = [
    ['import', 'check-in', [20, 300]],
    ['import', 'payment', [25]],
    ['undo', 'check-in', [30]],
    ['undo', 'payment', [35]],
  ];

  it('is empty when every judged phase and operation kept its p99 within the goal', () => {
    expect(
      missedGoal(
        rowsOf([...fast, ['baseline', 'check-in', [900]], ['import', 'check-out', [900]]]),
        goal,
      ),
    ).toEqual([]);
  });

  it('answers the rows over the goal, with a failed request, or with nothing measured', () => {
    const missed = missedGoal(
      rowsOf([
        ['import', 'check-in', [20, 301]],
        ['import', 'payment', [25], '500 failed'],
        ['undo', 'check-in', [30]],
      ]),
      goal,
    );
    expect(missed.map((row) => [row.phase, row.operation])).toEqual([
      ['import', 'check-in'],
      ['import', 'payment'],
      ['undo', 'payment'],
    ]);
  });
});
