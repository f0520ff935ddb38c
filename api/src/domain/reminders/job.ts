import type { FastifyInstance } from 'fastify';
import { today } from '../dates';
import { catchUpReminders } from './catch-up';

/** How often each API instance catches the reminder tasks up by default. */
export const REMINDER_JOB_EVERY_MS = 5 * 60 * 1000;

export interface ReminderJobOptions {
  everyMs?: number;
  /** The first run, soon after start-up. */
  firstAfterMs?: number;
  now?: () => Date;
}

/**
 * Runs catchUpReminders soon after the app is ready and every `everyMs`, on every instance (the
 * day's claim and the unique task key make that harmless). A run still going when the next is
 * due is not doubled; errors are logged, never thrown; the timers keep no process alive and stop
 * when the app closes, which waits for a run under way. Answers `runNow` for tests.
 */
export function startReminderJob(
  app: FastifyInstance,
  {
    everyMs = REMINDER_JOB_EVERY_MS,
    firstAfterMs = 5_000,
    now = () => new Date(),
  }: ReminderJobOptions = {},
) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let timers: NodeJS.Timeout[] = [];
  const tick = () => {
    if (stopped || running) return running;
    running = catchUpReminders(app.db, today(now()))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not plan reminders'))
      .finally(() => (running = undefined));
    return running;
  };
  app.addHook('onReady', async () => {
    timers = [setTimeout(tick, firstAfterMs), setInterval(tick, everyMs)];
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
  return {
    /** Runs the job now (unless it is running), resolving when it is done. */
    runNow: async () => {
      await tick();
    },
  };
}
