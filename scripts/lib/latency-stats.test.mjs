import { latencySummary, msCell, percentile } from './latency-stats.mjs';

const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('percentile', () => {
  it('answers the nearest rank: the value at or below which p% of the times fall', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 99)).toBe(30);
  });

  it('answers the smallest time for the 0th percentile and the only time of one', () => {
    expect(percentile(oneToHundred, 0)).toBe(1);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
  });

  it('answers NaN when there are no times', () => {
    expect(percentile([], 99)).toBeNaN();
  });
});

describe('latencySummary', () => {
  it('sorts a copy of the times and answers count, p50, p99 and the slowest', () => {
    const times = [...oneToHundred].reverse();
    expect(latencySummary(times)).toEqual({ count: 100, p50: 50, p99: 99, max: 100 });
    expect(times[0]).toBe(100);
  });

  it('answers a count of 0 and NaN figures when there are no times', () => {
    expect(latencySummary([])).toEqual({ count: 0, p50: NaN, p99: NaN, max: NaN });
  });
});

describe('msCell', () => {
  it('shows one decimal under 10 ms, whole ms above, a dash for none, in 7 characters', () => {
    expect(msCell(4.26)).toBe('    4.3');
    expect(msCell(312.6)).toBe('    313');
    expect(msCell(NaN)).toBe('      –');
  });
});
