import type { Db } from '../../db/database';

/**
 * Stands in for part A's `catchUpReminders` (domain/reminders) until it lands: every read of the
 * tasks calls this first, so the switch is this one file.
 */
export const catchUpReminders = async (_db: Db, _today: string): Promise<void> => {};
