import type { Readable } from 'node:stream';
import { today } from '../../domain/dates';
import { csvFile, type CsvColumn } from '../../lib/csv';
import type { ActivityRow } from '../../schemas';

/** An instant as the gym's clock reads it: '2026-11-24 18:05'. */
export const localTime = (iso: string) => {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today(at)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** The download's columns (docs/product/activity.md §23): the screen's. */
const COLUMNS: CsvColumn<ActivityRow>[] = [
  ['When', (row) => localTime(row.at)],
  ['Who', (row) => row.who],
  ['What', (row) => row.what],
  ['Details', (row) => row.details],
];

/** Batches of rows as the Activity screen's CSV file (lib/csv.ts). */
export const activityCsv = (batches: AsyncIterable<ActivityRow[]>): Readable =>
  csvFile(COLUMNS, batches);
