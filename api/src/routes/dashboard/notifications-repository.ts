import type { Db } from '../../db/database';
import { taskReason } from '../../domain/reminders/describe-task';
import type { NotificationList } from '../../schemas';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { dueTasks } from '../reminders/queue-repository';

/** How many tasks the bell lists; the rest are counted. */
export const NOTIFICATIONS_SHOWN = 20;

/**
 * The bell (docs/product/dashboard.md §15, docs/product/reminders.md §25): the reminders due today, in the queue's order, and how
 * many there are, rather than a list of its own. Without `dues`, for an account that may not see
 * money, only the expiry reminders are listed and counted. Of the branches `scope` covers
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
  const { rows, total } = await dueTasks(db, today, { expiryOnly: !dues, limit, scope });
  return {
    total,
    data: rows.map((row) => ({
      task_id: row.id,
      member_id: row.member_id,
      name: row.name,
      kind: row.kind,
      reason: taskReason(row, row, today),
    })),
  };
}
