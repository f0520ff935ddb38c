import type { MonthJoins } from '@spotter/shared';

/** What each chart draws; the charts themselves are in a chunk of their own (./charts). */
export type ChartProps =
  | { kind: 'growth'; growth: MonthJoins[] }
  | { kind: 'members-vs-trainers'; members: number; trainers: number };
