import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BranchFigures, DashboardSummary } from '../../schemas';
import { duesByBranch, expiringByBranch } from '../../domain/attention';
import { inBranches } from '../../lib/branch-filter';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { dueTodayCount } from '../reminders/queue-repository';
import { addMonths, daysOf, lastMonths, monthOf } from './months';

/** The growth chart's span: this month and the six before it. */
export const GROWTH_MONTHS = 7;

/** The cards' figures over some branches; `new_members` is this month's. */
type Figures = Omit<BranchFigures, 'branch_id' | 'name'> & {
  collected_this_month: number;
  outstanding: { amount: number; members: number };
};

/** Each row's figure by its branch. */
const byBranchId = <T extends { branch_id: number }>(rows: T[], figure: (row: T) => number) =>
  new Map(rows.map((row) => [row.branch_id, figure(row)]));

/**
 * The cards' figures of each of `scope`'s branches (docs/product/dashboard.md §15, docs/product/branches.md §26), read together: each
 * figure is one read grouped by branch, whatever the number of branches. Each read is of a few
 * rows: sums kept by triggers (Active members per expiry day, joins and collections per month,
 * dues) or a range of an index (this month's enquiries, members expiring soon, trainers), never a
 * pass over every member. A branch with none of a figure is missing from its read: 0.
 */
async function figuresByBranch(
  db: Db,
  today: string,
  scope: BranchScope,
): Promise<(branch: number) => Figures> {
  const thisMonth = monthOf(today);
  const sum = (column: 'n' | 'amount') =>
    sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as(column);
  const count = sql<number>`count(*)`.as('n');
  const [active, joined, trainers, enquiries, collected, dues, expiring] = await Promise.all([
    // Active as shown (docs/product/screens.md §4): Active members whose expiry is today or later.
    db
      .selectFrom('active_expiry_counts')
      .select(['branch_id', sum('n')])
      .where('expire_date', '>=', today)
      .where(inBranches('branch_id', scope))
      .groupBy('branch_id')
      .execute(),
    db
      .selectFrom('member_joins_by_month')
      .select(['branch_id', sum('n')])
      .where('month', '=', thisMonth)
      .where(inBranches('branch_id', scope))
      .groupBy('branch_id')
      .execute(),
    db
      .selectFrom('trainers_staff')
      .select(['branch_id', count])
      .where('role', '=', 'Trainer')
      .where(inBranches('branch_id', scope))
      .groupBy('branch_id')
      .execute(),
    db
      .selectFrom('enquiries')
      .select(['branch_id', count])
      .where('enquiry_date', '>=', daysOf(thisMonth).from)
      .where('enquiry_date', '<', daysOf(thisMonth).to)
      .where(inBranches('branch_id', scope))
      .groupBy('branch_id')
      .execute(),
    db
      .selectFrom('invoices_paid_by_month')
      .select(['branch_id', sum('amount')])
      .where('month', '=', thisMonth)
      .where(inBranches('branch_id', scope))
      .groupBy('branch_id')
      .execute(),
    duesByBranch(db, scope),
    expiringByBranch(db, today, scope),
  ]);
  const figures = {
    active_members: byBranchId(active, (row) => Number(row.n)),
    new_members: byBranchId(joined, (row) => Number(row.n)),
    trainers: byBranchId(trainers, (row) => Number(row.n)),
    new_enquiries: byBranchId(enquiries, (row) => Number(row.n)),
    collected_this_month: byBranchId(collected, (row) => Number(row.amount)),
  };
  return (branch) => ({
    active_members: figures.active_members.get(branch) ?? 0,
    new_members: figures.new_members.get(branch) ?? 0,
    new_enquiries: figures.new_enquiries.get(branch) ?? 0,
    trainers: figures.trainers.get(branch) ?? 0,
    collected_this_month: figures.collected_this_month.get(branch) ?? 0,
    outstanding: dues.get(branch) ?? { amount: 0, members: 0 },
    expiring_soon: expiring.get(branch) ?? 0,
  });
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
 * The cards' figures over `scope`'s branches, each listed with its own when the answer covers two
 * or more and none is chosen (All branches, docs/product/branches.md §26; `byBranch` undefined otherwise).
 * The figures are their branches' total.
 */
async function cardFigures(db: Db, today: string, scope: BranchScope) {
  // One branch chosen: its figures, without reading the branches.
  if (scope.active !== null)
    return {
      figures: (await figuresByBranch(db, today, scope))(scope.active),
      byBranch: undefined,
    };
  const [branches, figuresOf] = await Promise.all([
    db
      .selectFrom('branches')
      .select(['id', 'name'])
      .where(inBranches('id', scope))
      .orderBy('id')
      .execute(),
    figuresByBranch(db, today, scope),
  ]);
  const each = branches.map(({ id, name }) => ({ branch_id: id, name, ...figuresOf(id) }));
  return { figures: total(each), byBranch: each.length >= 2 ? each : undefined };
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
  const [{ figures, byBranch: branches }, joins, trainersByMonth, due] = await Promise.all([
    cardFigures(db, today, scope),
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
