import { backupFolder, listBackups, localDay } from './backup-files';
import { backUp, removeLeftovers } from './online-backup';

export interface DailyBackupsOptions {
  dataDir: string;
  /** How often to look whether today has a backup yet. */
  everyMs?: number;
  /** The first look, after start-up: a short-lived or restarting API does not copy at once. */
  firstAfterMs?: number;
  now?: () => Date;
  log: {
    info: (facts: object, message: string) => void;
    error: (facts: object, message: string) => void;
  };
}

const HOUR = 60 * 60 * 1000;

/**
 * The API's own backups (SQLite): every hour, if today has no backup in DATA_DIR/backups yet, one
 * is made (retention then drops what it no longer keeps). The day is read from the folder, so a
 * restart never makes a second backup of a day. At start, the partial copies of backups killed
 * part-way are deleted. Answers how to stop, which waits for a backup under way.
 */
export function startDailyBackups({
  dataDir,
  everyMs = HOUR,
  firstAfterMs = 60_000,
  now = () => new Date(),
  log,
}: DailyBackupsOptions) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const folder = backupFolder(dataDir);
  // A backup killed with the API that was making it left its partial copy: not kept for a day.
  const removed = removeLeftovers(folder);
  if (removed.length) log.info({ removed }, "deleted an interrupted backup's partial copy");
  const check = async () => {
    const today = localDay(now());
    if (listBackups(folder).some((backup) => backup.day === today)) return;
    const made = await backUp(dataDir, { now: now() });
    log.info(
      { path: made.path, removed: made.removed.map((backup) => backup.file) },
      'made the daily backup',
    );
  };
  const tick = () => {
    if (stopped || running) return;
    running = check()
      .catch((error: unknown) => log.error({ err: error }, 'the daily backup failed'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, everyMs);
  // Timers alone never keep the process alive: closing the server ends it.
  first.unref();
  every.unref();
  return {
    /** Runs a look now (tests), resolving when it is done. */
    async checkNow() {
      tick();
      await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
