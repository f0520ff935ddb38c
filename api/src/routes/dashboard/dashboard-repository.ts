import type { Db } from '../../db/database';
import type { BranchFigures, DashboardSummary } from '../../schemas';
import { expiringCounts, outstandingDues } from '../../domain/attention';
import { inBranches } from '../../lib/branch-filter';
import { EVERY_BRANCH, type BranchScope } from '../../plugins/branch-scope';
import { dueTodayCount } from '../reminders/queue-repository';
import { addMonths, daysOf, lastMonths, monthOf } from './months';

/** The growth chart's span: this month and the six before it. */
export const GROWTH_MONTHS = 7;

/** The cards' figures over some branches; `new_members` is this month's. */
type Figures = Omit<BranchFigures, 'branch_id' | 'name'> & {
  collected_this_month: number;
  outstanding: { amount: number; members: number };
};

/** The scope of one branch: its figures alone. */
const branchOnly = (id: number): BranchScope => ({ ids: [id], active: id, allowed: null });

/**
 * The cards' figures over `scope`'s branches (docs/product.md §15, §26). Each is a read of a few
 * rows: sums kept by triggers (Active members per expiry day, joins and collections per month,
 * dues) or a range of an index (this month's enquiries, members expiring soon, trainers), never a
 * pass over every member.
 */
async function cardFigures(db: Db, today: string, scope: BranchScope): Promise<Figures> {
  const thisMonth = monthOf(today);
  const [active, joined, trainers, enquiries, collected, dues, expiring] = await Promise.all([
    // Active as shown (docs/product.md §4): Active members whose expiry is today or later.
    db
      .selectFrom('active_expiry_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
      .where('expire_date', '>=', today)
      .where(inBranches('branch_id', scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member_joins_by_month')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
      .where('month', '=', thisMonth)
      .where(inBranches('branch_id', scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('trainers_staff')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'Trainer')
      .where(inBranches('branch_id', scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('enquiry_date', '>=', daysOf(thisMonth).from)
      .where('enquiry_date', '<', daysOf(thisMonth).to)
      .where(inBranches('branch_id', scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoices_paid_by_month')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'))
      .where('month', '=', thisMonth)
      .where(inBranches('branch_id', scope))
      .executeTakeFirstOrThrow(),
    outstandingDues(db, scope),
    expiringCounts(db, today, scope),
  ]);
  return {
    active_members: Number(active.n),
    new_members: Number(joined.n),
    new_enquiries: Number(enquiries.n),
    trainers: Number(trainers.n),
    collected_this_month: Number(collected.amount),
    outstanding: dues,
    expiring_soon: Number(expiring.members),
  };
}

/** The total of several branches' figures. */
const total = (rows: Figures[]): Figures => {
  const sum = (figure: (row: Figures) => number) => rows.reduce((n, row) => n + figure(row), 0);
  return {
    active_members: sum((row) => row.active_members),
    new_members: sum((row) => row.new_members),
    new_enquiries: sum((row) => row.new_enquiries),
    trainers: sum((row) => row.trainers),
    collected_this_month: sum((row) => row.collected_this_month),
    outstanding: {
      amount: sum((row) => row.outstanding.amount),
      members: sum((row) => row.outstanding.members),
    },
    expiring_soon: sum((row) => row.expiring_soon),
  };
};

/**
 * Each of `scope`'s branches with its figures when the answer covers two or more and none is
 * chosen (All branches, docs/product.md §26); otherwise undefined.
 */
async function byBranch(db: Db, today: string, scope: BranchScope) {
  if (scope.active !== null) return undefined;
  const branches = await db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where(inBranches('id', scope))
    .orderBy('id')
    .execute();
  if (branches.length < 2) return undefined;
  return Promise.all(
    branches.map(async ({ id, name }): Promise<Figures & { branch_id: number; name: string }> => ({
      branch_id: id,
      name,
      ...(await cardFigures(db, today, branchOnly(id))),
    })),
  );
}

/**
 * Every figure of the dashboard for the gym's day `today` over `scope`'s branches, with each
 * branch's under All branches among several (byBranch; the figures are then their total).
 * `reminders`: the Reminders due today card, for an account that works the queue (payments.record).
 */
export async function dashboardSummary(
  db: Db,
  today: string,
  { reminders = false, scope = EVERY_BRANCH }: { reminders?: boolean; scope?: BranchScope } = {},
): Promise<DashboardSummary> {
  const months = lastMonths(today, GROWTH_MONTHS);
  const thisMonth = monthOf(today);
  const span = { from: daysOf(months[0]!).from, to: daysOf(thisMonth).to };
  const branches = await byBranch(db, today, scope);
  const [figures, joins, trainersByMonth, due] = await Promise.all([
    branches ? total(branches) : cardFigures(db, today, scope),
    db
      .selectFrom('member_joins_by_month')
      .select('month')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('month', 'in', months)
      .where(inBranches('branch_id', scope))
      .groupBy('month')
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
      .where(inBranches('branch_id', scope))
      .groupBy('month')
      .execute(),
    reminders ? dueTodayCount(db, today, scope) : undefined,
  ]);
  const joined = (month: string) => Number(joins.find((row) => row.month === month)?.n ?? 0);
  return {
    today,
    ...figures,
    new_members: { this_month: figures.new_members, last_month: joined(addMonths(thisMonth, -1)) },
    ...(due === undefined ? {} : { reminders_due_today: due }),
    growth: months.map((month) => ({
      month,
      members: joined(month),
      trainers: Number(trainersByMonth.find((row) => row.month === month)?.n ?? 0),
    })),
    ...(branches ? { by_branch: branches } : {}),
  };
}
