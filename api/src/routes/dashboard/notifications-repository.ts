import type { Db } from '../../db/database';
import type { NotificationItem, NotificationList } from '../../schemas';
import { daysBetween } from '../../domain/dates';
import { dueOf } from '../../domain/money';
import { due, expiringCounts, expiringSoon, outstandingDues, owes } from '../../domain/attention';

/** How many members the bell lists; the rest are counted. */
export const NOTIFICATIONS_SHOWN = 20;

/**
 * The members to see to (docs/product.md §15), most urgent first: those expiring soon, soonest
 * first, then those owing, largest due first. Each is listed once, with everything that applies.
 * The total counts each member once: expiring + owing − both, from the same counts as the
 * dashboard's cards. Both lists are read from the top of an index, `limit` rows at most. Without
 * `dues`, for an account that may not see money, only the expiring members are listed.
 */
export async function notifications(
  db: Db,
  today: string,
  { dues: withDues = true, limit = NOTIFICATIONS_SHOWN } = {},
): Promise<NotificationList> {
  const [expiring, dues, soonest] = await Promise.all([
    expiringCounts(db, today),
    outstandingDues(db),
    db
      .selectFrom('members')
      .select(['id', 'name', 'expire_date', 'total_fee', 'paid_amount'])
      .where(expiringSoon(today))
      .orderBy('expire_date')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  const owing =
    withDues && soonest.length < limit
      ? await db
          .selectFrom('members')
          .select(['id', 'name', due.as('due')])
          .where(owes)
          .where((eb) => eb.not(expiringSoon(today)(eb)))
          .orderBy(due, 'desc')
          .orderBy('id', 'desc')
          .limit(limit - soonest.length)
          .execute()
      : [];
  const data: NotificationItem[] = [
    ...soonest.map((m) => ({
      member_id: m.id,
      name: m.name,
      expires_in_days: daysBetween(today, m.expire_date),
      due_amount: dueOf(m.total_fee, m.paid_amount),
    })),
    ...owing.map((m) => ({
      member_id: m.id,
      name: m.name,
      expires_in_days: null,
      due_amount: m.due,
    })),
  ];
  // Without `dues` (an account that may not see money) only the expiring members are counted.
  const total = withDues ? expiring.members + dues.members - expiring.owing : expiring.members;
  return { total, data };
}
