import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { addDays } from '../../domain/dates';
import { gymDetails } from '../../domain/gym';
import { describeTask, type TaskContext } from '../../domain/reminders/describe-task';
import { memberSearch, type PageRequest } from '../../lib/list-query';
import { REMINDER_LIMITS, type ReminderTab, type ReminderTask } from '../../schemas';
import { inBranches } from '../../lib/branch-filter';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { contactOf, lastContacts } from './contacts';

type Branches = BranchScope['ids'];

/**
 * The queue (docs/product/reminders.md §25): each tab is a range of a partial index on the tasks (open by
 * due day, done by when), its page's members, plans and rules joined for the page's rows only.
 */
const TABS: Record<
  ReminderTab,
  (today: string) => {
    where: RawBuilder<SqlBool>;
    order: RawBuilder<unknown>;
    /** The open tasks' due days the tab spans, (after, upTo], when it lists open tasks. */
    days?: { after?: string; upTo: string };
  }
> = {
  due: (today) => ({
    where: sql`t.state = 'open' AND t.due_on <= ${today}`,
    order: sql`t.due_on, t.id`,
    days: { upTo: today },
  }),
  upcoming: (today) => {
    const upTo = addDays(today, REMINDER_LIMITS.upcomingDays);
    return {
      where: sql`t.state = 'open' AND t.due_on > ${today} AND t.due_on <= ${upTo}`,
      order: sql`t.due_on, t.id`,
      days: { after: today, upTo },
    };
  },
  done: () => ({ where: sql`t.state = 'done'`, order: sql`t.done_at DESC, t.id DESC` }),
};

/** The task's member's name holds `term`, or, for a phone, their phone (`memberSearch`): by the trigram indexes when it is long enough. */
function memberMatches(db: Db, term: string): RawBuilder<SqlBool> {
  const search = memberSearch(db, term);
  if (search.indexed) return sql<SqlBool>`t.member_id IN (${search.ids()})`;
  return search.holds('m');
}

/** The tasks of the branches `ids` (their members' home branches); null: every branch. */
const ofBranches = (ids: Branches) => inBranches('t.branch_id', { ids });

/** `where` and each of `more` that is given. */
const allOf = (where: RawBuilder<SqlBool>, ...more: (RawBuilder<SqlBool> | null)[]) =>
  more.reduce<RawBuilder<SqlBool>>((all, term) => (term ? sql`${all} AND ${term}` : all), where);

/** The tasks with what their words are made of: member, plan, rule. */
const taskRows = (db: Db) =>
  db
    .selectFrom('reminder_tasks as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .innerJoin('plans as p', 'p.id', 'm.plan_id')
    .innerJoin('reminder_rules as r', 'r.id', 't.rule_id')
    .select([
      't.id',
      't.member_id',
      'm.home_branch_id',
      't.basis',
      't.due_on',
      'r.kind',
      'r.template',
      'm.name',
      'm.phone',
      'm.email',
      'p.name as plan_name',
      'm.expire_date',
      'm.period_start',
      'm.total_fee',
      'm.paid_amount',
    ]);

type TaskRow = Awaited<ReturnType<ReturnType<typeof taskRows>['execute']>>[number];

/** The gym's side of every message: its name and UPI ID, on `today`. */
export async function taskContext(
  db: Db,
  defaultGymName: string,
  today: string,
): Promise<TaskContext> {
  const [gym, settings] = await Promise.all([
    gymDetails(db, defaultGymName),
    db.selectFrom('reminder_settings').select('upi_id').where('id', '=', 1).executeTakeFirst(),
  ]);
  return { gymName: gym.name, upiId: settings?.upi_id ?? '', today };
}

function asTask(row: TaskRow, context: TaskContext): Omit<ReminderTask, 'last_contact'> {
  const { template, basis, plan_name, expire_date, period_start, total_fee, paid_amount, ...task } =
    row;
  const member = { ...task, plan_name, expire_date, period_start, total_fee, paid_amount };
  return { ...task, ...describeTask({ kind: row.kind, basis }, member, template, context) };
}

const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number }> }) =>
  (await query.executeTakeFirstOrThrow()).n;

/**
 * How many open tasks of `branches` are due in (after, upTo]: a sum over the days (and branches)
 * 024's and 031's triggers keep, a few rows whatever the queue's length.
 */
async function openDue(
  db: Db,
  { after, upTo }: { after?: string; upTo: string },
  branches: Branches,
) {
  const row = await db
    .selectFrom('reminder_open_days')
    .select((eb) => eb.fn.sum<number | null>('n').as('n'))
    .where('due_on', '<=', upTo)
    .$if(after !== undefined, (query) => query.where('due_on', '>', after!))
    .$if(branches !== null, (query) => query.where('branch_id', 'in', branches!))
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

/**
 * How many tasks of `branches` a tab lists: its open days' counts, or, for a search (`term`, a
 * condition on the member) or Done, counted.
 */
const tabCount = (
  db: Db,
  tab: ReturnType<(typeof TABS)[ReminderTab]>,
  branches: Branches,
  term: RawBuilder<SqlBool> | null = null,
) =>
  tab.days && !term
    ? openDue(db, tab.days, branches)
    : counted(db, allOf(tab.where, ofBranches(branches), term), { members: term !== null });

/**
 * How many tasks `where` selects: off the tasks' index alone, or, when `where` names the member
 * (a search), joined to them.
 */
const counted = (db: Db, where: RawBuilder<SqlBool>, { members = false } = {}) =>
  countOf(
    (members
      ? db.selectFrom('reminder_tasks as t').innerJoin('members as m', 'm.id', 't.member_id')
      : db.selectFrom('reminder_tasks as t')
    )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where),
  );

/**
 * The queue of the branches a request covers (docs/product/branches.md §26: a task is its member's home
 * branch's); `scope` left out, every branch.
 */
export function reminderQueue(db: Db, defaultGymName: string) {
  return {
    /** One page of a tab, as planned (a read plans nothing); `term` matches the member's name or phone. */
    async page(
      tab: ReminderTab,
      { offset, limit, term }: PageRequest,
      today: string,
      { ids }: BranchScope = EVERY_BRANCH,
    ) {
      const shown = TABS[tab](today);
      const matching = term ? memberMatches(db, term) : null;
      const where = allOf(shown.where, ofBranches(ids), matching);
      const [rows, total, context] = await Promise.all([
        taskRows(db).where(where).orderBy(shown.order).limit(limit).offset(offset).execute(),
        tabCount(db, shown, ids, matching),
        taskContext(db, defaultGymName, today),
      ]);
      const contacts = await lastContacts(
        db,
        rows.map((row) => row.member_id),
      );
      const data: ReminderTask[] = rows.map((row) => {
        const contact = contacts.get(row.member_id);
        return { ...asTask(row, context), last_contact: contact ? contactOf(contact) : null };
      });
      return { data, total };
    },

    /** The tabs' counts, for their labels. */
    async counts(today: string, { ids }: BranchScope = EVERY_BRANCH) {
      const [due, upcoming] = await Promise.all([
        tabCount(db, TABS.due(today), ids),
        tabCount(db, TABS.upcoming(today), ids),
      ]);
      return { due, upcoming };
    },
  };
}

/** The tasks of Due today of the branches `scope` covers: the dashboard's card counts them. */
export async function dueTodayCount(
  db: Db,
  today: string,
  { ids }: BranchScope = EVERY_BRANCH,
): Promise<number> {
  return tabCount(db, TABS.due(today), ids);
}

/** Due today's tasks of the branches `scope` covers (its order) with what their words are made of: Send by e-mail sends them. */
export const dueTaskRows = (db: Db, today: string, { ids }: BranchScope = EVERY_BRANCH) => {
  const due = TABS.due(today);
  return taskRows(db)
    .where(allOf(due.where, ofBranches(ids)))
    .orderBy(due.order);
};

/**
 * The first `limit` tasks of Due today (its order) with their reason, and how many there are;
 * `expiryOnly` for an account that may not see money (the others name amounts).
 */
export async function dueTasks(
  db: Db,
  today: string,
  {
    expiryOnly,
    limit,
    scope = EVERY_BRANCH,
  }: { expiryOnly: boolean; limit: number; scope?: BranchScope },
) {
  const due = TABS.due(today);
  const where = allOf(
    due.where,
    ofBranches(scope.ids),
    expiryOnly
      ? sql<SqlBool>`t.rule_id IN (SELECT id FROM reminder_rules WHERE kind = 'expiry')`
      : null,
  );
  const [rows, total] = await Promise.all([
    taskRows(db).where(where).orderBy(due.order).limit(limit).execute(),
    expiryOnly ? counted(db, where) : tabCount(db, due, scope.ids),
  ]);
  return { rows, total };
}
