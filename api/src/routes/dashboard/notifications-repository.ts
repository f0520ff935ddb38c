import type { Db } from '../../db/database';
import { taskReason } from '../../domain/reminders/describe-task';
import type { NotificationList } from '../../schemas';
import { dueTasks } from '../reminders/queue-repository';

/** How many tasks the bell lists; the rest are counted. */
export const NOTIFICATIONS_SHOWN = 20;

/**
 * The bell (docs/product.md §15, §25): the reminders due today, in the queue's order, and how
 * many there are, rather than a list of its own. Without `dues`, for an account that may not see
 * money, only the expiry reminders are listed and counted.
 */
export async function notifications(
  db: Db,
  today: string,
  { dues = true, limit = NOTIFICATIONS_SHOWN } = {},
): Promise<NotificationList> {
  const { rows, total } = await dueTasks(db, today, { expiryOnly: !dues, limit });
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
