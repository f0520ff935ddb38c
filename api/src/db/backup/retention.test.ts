import { backupName, localDay } from './backup-files';
import { backupsToDelete, backupsToKeep, weekOf } from './retention';

/** A backup of `day` at `time` (the name's `HHMMSS`), as listBackups reads it. */
const made = (day: string, time = '020000') => ({
  file: `spotter-${day}-${time}.sqlite`,
  day,
  order: `${time}-000000`,
});

/** `count` days back from 2026-11-25, one backup each. */
const daily = (count: number) =>
  Array.from({ length: count }, (_, back) =>
    made(new Date(Date.UTC(2026, 10, 25 - back)).toISOString().slice(0, 10)),
  );

const days = (backups: Iterable<{ day: string }>) =>
  [...backups].map((backup) => backup.day).sort();

describe('backup retention', () => {
  it('keeps everything while there are 7 days or fewer', () => {
    expect(backupsToDelete(daily(7))).toEqual([]);
    expect(backupsToDelete([])).toEqual([]);
  });

  it('keeps the 7 latest days and then the newest backup of each of the 4 weeks before them', () => {
    // 2026-11-25 is a Wednesday: the dailies are 19–25 Nov; then the newest of the weeks from
    // Monday 16 Nov (the 18th), 9 Nov (the 15th), 2 Nov (the 8th) and 26 Oct (1 Nov).
    expect(days(backupsToKeep(daily(60)))).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(backupsToDelete(daily(60))).toHaveLength(60 - 11);
  });

  it('keeps one backup of a day, the newest, when a restart or a manual backup made more', () => {
    const backups = [
      made('2026-11-25', '020000'),
      made('2026-11-25', '174512'),
      ...daily(3).slice(1),
    ];
    expect(backupsToDelete(backups).map((backup) => backup.file)).toEqual([
      'spotter-2026-11-25-020000.sqlite',
    ]);
  });

  it('counts days that have a backup, so a gym closed for a fortnight keeps its last 7 copies', () => {
    const sparse = [made('2026-11-25'), ...daily(40).slice(20)];
    // The 7 days with a backup, then the weeks of 26, 19 and 12 Oct: all there is.
    expect(days(backupsToKeep(sparse))).toEqual([
      '2026-10-18',
      '2026-10-25',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-25',
    ]);
  });

  it('reads weeks from Monday by the calendar', () => {
    expect(weekOf('2026-11-25')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('names backups by the local date and time, never twice the same', () => {
    const at = new Date(2026, 10, 25, 22, 30, 15);
    expect(localDay(at)).toBe('2026-11-25');
    const taken = new Set(['spotter-2026-11-25-223015.sqlite']);
    expect(backupName(at, () => false)).toBe('spotter-2026-11-25-223015.sqlite');
    expect(backupName(at, (name) => taken.has(name))).toBe('spotter-2026-11-25-223015-1.sqlite');
  });
});
