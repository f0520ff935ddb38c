import type { Db } from '../../db/database';
import type { NotificationList } from '../../schemas';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { dueTasks } from '../reminders/queue-repository';

/** How many tasks the bell lists; the rest are counted. */
export const NOTIFICATIONS_SHOWN = 20;

/**
 * The bell (docs/product/dashboard.md §15, docs/product/reminders.md §25): the reminders due today, in the queue's order, and how
 * many there are, rather than a list of its own. Without `dues`, for an account that may not see
 * money, only the expiry reminders and the enquiries' follow-ups are listed and counted. Of the branches `scope` covers
 * (docs/product/branches.md §26).
 */
export async function notifications(
  db: Db,
  today: string,
  {
    dues = true,
    limit = NOTIFICATIONS_SHOWN,
    scope = EVERY_BRANCH,
  }: { dues?: boolean; limit?: number; scope?: BranchScope } = {},
): Promise<NotificationList> {
  const { rows, total } = await dueTasks(db, today, { moneyless: !dues, limit, scope });
  return { total, data: rows };
}
