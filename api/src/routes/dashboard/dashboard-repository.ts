import type { Db } from '../../db/database';
import type { DashboardSummary } from '../../schemas';
import { expiringCounts, outstandingDues } from '../../domain/attention';
import { dueTodayCount } from '../reminders/queue-repository';
import { addMonths, daysOf, lastMonths, monthOf } from './months';

/** The growth chart's span: this month and the six before it. */
export const GROWTH_MONTHS = 7;

/**
 * Every figure of the dashboard for the gym's day `today`. Each is a read of a few rows: sums kept
 * by triggers (Active members per expiry day, joins and collections per month, dues) or a range of an index
 * (this month's enquiries, members expiring soon, trainers, reminders due), never a pass over every member.
 * `reminders`: the Reminders due today card, for an account that works the queue (payments.record).
 */
export async function dashboardSummary(
  db: Db,
  today: string,
  { reminders = false } = {},
): Promise<DashboardSummary> {
  const months = lastMonths(today, GROWTH_MONTHS);
  const thisMonth = monthOf(today);
  const span = { from: daysOf(months[0]!).from, to: daysOf(thisMonth).to };
  const [active, joins, trainersByMonth, trainers, enquiries, collected, dues, expiring, due] =
    await Promise.all([
      // Active as shown (docs/product.md §4): Active members whose expiry is today or later.
      db
        .selectFrom('active_expiry_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .where('expire_date', '>=', today)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('member_joins_by_month')
        .select(['month', 'n'])
        .where('month', 'in', months)
        .execute(),
      db
        .selectFrom('trainers_staff')
        .select((eb) => [
          eb.fn<string>('substr', ['created_at', eb.lit(1), eb.lit(7)]).as('month'),
          eb.fn.countAll<number>().as('n'),
        ])
        .where('role', '=', 'Trainer')
        .where('created_at', '>=', span.from)
        .where('created_at', '<', span.to)
        .groupBy('month')
        .execute(),
      db
        .selectFrom('trainers_staff')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'Trainer')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('enquiry_date', '>=', daysOf(thisMonth).from)
        .where('enquiry_date', '<', daysOf(thisMonth).to)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('invoices_paid_by_month')
        .select('amount')
        .where('month', '=', thisMonth)
        .executeTakeFirst(),
      outstandingDues(db),
      expiringCounts(db, today),
      reminders ? dueTodayCount(db, today) : undefined,
    ]);
  const joined = (month: string) => joins.find((row) => row.month === month)?.n ?? 0;
  return {
    today,
    active_members: active.n,
    new_members: { this_month: joined(thisMonth), last_month: joined(addMonths(thisMonth, -1)) },
    new_enquiries: enquiries.n,
    trainers: trainers.n,
    collected_this_month: collected?.amount ?? 0,
    outstanding: dues,
    expiring_soon: expiring.members,
    ...(due === undefined ? {} : { reminders_due_today: due }),
    growth: months.map((month) => ({
      month,
      members: joined(month),
      trainers: trainersByMonth.find((row) => row.month === month)?.n ?? 0,
    })),
  };
}
