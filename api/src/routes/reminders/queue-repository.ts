import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { addDays } from '../../domain/dates';
import { gymDetails } from '../../domain/gym';
import {
  classReason,
  describeClassTask,
  describeEnquiryTask,
  describeTask,
  enquiryReason,
  taskReason,
  type TaskClassWords,
  type TaskContext,
} from '../../domain/reminders/describe-task';
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

/**
 * The task's member's or enquiry's name holds `term`, or, for a phone, their phone
 * (`memberSearch`): the members by the trigram indexes when it is long enough.
 */
function taskMatches(db: Db, term: string): RawBuilder<SqlBool> {
  const search = memberSearch(db, term);
  const members = search.indexed
    ? sql<SqlBool>`t.member_id IN (${search.ids()})`
    : sql<SqlBool>`t.member_id IN (SELECT m.id FROM members m WHERE ${search.holds('m')})`;
  return sql<SqlBool>`(${members} OR t.enquiry_id IN (SELECT e.id FROM enquiries e WHERE ${search.holds('e')}))`;
}

/** The tasks of the branches `ids` (their members' home branches); null: every branch. */
const ofBranches = (ids: Branches) => inBranches('t.branch_id', { ids });

/** `where` and each of `more` that is given. */
const allOf = (where: RawBuilder<SqlBool>, ...more: (RawBuilder<SqlBool> | null)[]) =>
  more.reduce<RawBuilder<SqlBool>>((all, term) => (term ? sql`${all} AND ${term}` : all), where);

/** What a member's task's words are made of: its rule, the member and their plan. */
const MEMBER_WORDS = [
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
] as const;

/** A member's tasks with what their words are made of: member, plan, rule. */
const memberTaskRows = (db: Db) =>
  db
    .selectFrom('reminder_tasks as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .innerJoin('plans as p', 'p.id', 'm.plan_id')
    .innerJoin('reminder_rules as r', 'r.id', 't.rule_id')
    .select([
      't.id',
      'm.id as member_id',
      'm.home_branch_id',
      't.basis',
      't.due_on',
      ...MEMBER_WORDS,
    ]);

export type MemberTaskRow = Awaited<
  ReturnType<ReturnType<typeof memberTaskRows>['execute']>
>[number];

/**
 * Every task with what its words are made of: a member's (member, plan, rule) or an enquiry's
 * (enquiry, the plan asked about), told apart by `enquiry_id`.
 */
const taskRows = (db: Db) =>
  db
    .selectFrom('reminder_tasks as t')
    .leftJoin('members as m', 'm.id', 't.member_id')
    .leftJoin('plans as p', 'p.id', 'm.plan_id')
    .leftJoin('reminder_rules as r', 'r.id', 't.rule_id')
    .leftJoin('enquiries as e', 'e.id', 't.enquiry_id')
    .leftJoin('plans as ep', 'ep.id', 'e.plan_id')
    .leftJoin('class_bookings as cb', 'cb.id', 't.booking_id')
    .leftJoin('class_sessions as cs', 'cs.id', 'cb.session_id')
    .leftJoin('class_types as ct', 'ct.id', 'cs.class_type_id')
    .select([
      't.id',
      't.member_id',
      't.enquiry_id',
      't.booking_id',
      'ct.name as class_name',
      'cs.day as class_day',
      'cs.start_time as class_time',
      't.branch_id as home_branch_id',
      't.basis',
      't.due_on',
      ...MEMBER_WORDS,
      'e.name as enquiry_name',
      'e.phone as enquiry_phone',
      'e.note as enquiry_note',
      'ep.name as enquiry_plan_name',
    ]);

type TaskRow = Awaited<ReturnType<ReturnType<typeof taskRows>['execute']>>[number];

/**
 * A row of `taskRows`: an enquiry's task, a class task (a member booked from a waitlist), or a
 * member's as `memberTaskRows` reads it.
 */
type TaskOf =
  | { kind: 'enquiry'; row: TaskRow; enquiry_id: number }
  | { kind: 'class'; row: TaskRow; words: TaskClassWords }
  | { kind: 'member'; row: MemberTaskRow };

/**
 * Tells a row's kind: an enquiry's task names its enquiry, a class task its booking; a member's
 * has every member column.
 */
function taskOf(row: TaskRow): TaskOf {
  if (row.enquiry_id !== null) return { kind: 'enquiry', row, enquiry_id: row.enquiry_id };
  if (row.booking_id !== null)
    return {
      kind: 'class',
      row,
      words: {
        name: row.name ?? '',
        phone: row.phone ?? '',
        class_name: row.class_name ?? '',
        day: row.class_day ?? row.due_on,
        time: row.class_time ?? '',
        basis: row.basis,
      },
    };
  return { kind: 'member', row: row as MemberTaskRow };
}

/** A class task as the queue answers it: its member, and the session they were booked into. */
function asClassTask(
  row: TaskRow,
  words: TaskClassWords,
  context: TaskContext,
): Omit<ReminderTask, 'last_contact'> {
  return {
    id: row.id,
    member_id: row.member_id,
    enquiry: null,
    name: words.name,
    phone: words.phone,
    email: row.email,
    kind: 'class',
    due_on: row.due_on,
    home_branch_id: row.home_branch_id,
    ...describeClassTask(words, context),
  };
}

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

/** A member's task as the queue answers it. */
function asMemberTask(
  row: MemberTaskRow,
  context: TaskContext,
): Omit<ReminderTask, 'last_contact'> {
  const { template, basis, plan_name, expire_date, period_start, total_fee, paid_amount, ...task } =
    row;
  const member = { ...task, plan_name, expire_date, period_start, total_fee, paid_amount };
  return {
    ...task,
    enquiry: null,
    ...describeTask({ kind: row.kind, basis }, member, template, context),
  };
}

/** An enquiry's follow-up as the queue answers it: its name, phone, plan and note. */
function asEnquiryTask(
  row: TaskRow,
  enquiryId: number,
  context: TaskContext,
): Omit<ReminderTask, 'last_contact'> {
  const enquiry = {
    name: row.enquiry_name ?? '',
    phone: row.enquiry_phone ?? '',
    plan_name: row.enquiry_plan_name,
  };
  return {
    id: row.id,
    member_id: null,
    enquiry: { id: enquiryId, plan_name: row.enquiry_plan_name, note: row.enquiry_note ?? '' },
    name: enquiry.name,
    phone: enquiry.phone,
    email: null,
    kind: 'enquiry',
    due_on: row.due_on,
    home_branch_id: row.home_branch_id,
    ...describeEnquiryTask(row, enquiry, context),
  };
}

const asTask = (row: TaskRow, context: TaskContext) => {
  const task = taskOf(row);
  if (task.kind === 'class') return asClassTask(task.row, task.words, context);
  return task.kind === 'enquiry'
    ? asEnquiryTask(task.row, task.enquiry_id, context)
    : asMemberTask(task.row, context);
};

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
 * condition on the member or enquiry) or Done, counted.
 */
const tabCount = (
  db: Db,
  tab: ReturnType<(typeof TABS)[ReminderTab]>,
  branches: Branches,
  term: RawBuilder<SqlBool> | null = null,
) =>
  tab.days && !term
    ? openDue(db, tab.days, branches)
    : counted(db, allOf(tab.where, ofBranches(branches), term));

/** How many tasks `where` (a condition on the tasks `t`) selects. */
const counted = (db: Db, where: RawBuilder<SqlBool>) =>
  countOf(
    db
      .selectFrom('reminder_tasks as t')
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
      const matching = term ? taskMatches(db, term) : null;
      const where = allOf(shown.where, ofBranches(ids), matching);
      const [rows, total, context] = await Promise.all([
        taskRows(db).where(where).orderBy(shown.order).limit(limit).offset(offset).execute(),
        tabCount(db, shown, ids, matching),
        taskContext(db, defaultGymName, today),
      ]);
      const contacts = await lastContacts(db, rows);
      const data: ReminderTask[] = rows.map((row) => {
        const contact = contacts.get(row.id);
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

/**
 * Due today's tasks of the branches `scope` covers (its order): how many, and the members' with
 * what their words are made of. Send by e-mail sends these; an enquiry's task has no e-mail
 * address, as a member without one.
 */
export async function dueTaskRows(db: Db, today: string, { ids }: BranchScope = EVERY_BRANCH) {
  const due = TABS.due(today);
  const where = allOf(due.where, ofBranches(ids));
  const [members, total] = await Promise.all([
    memberTaskRows(db).where(where).orderBy(due.order).execute(),
    counted(db, where),
  ]);
  return { members, total };
}

/**
 * The first `limit` tasks of Due today (its order), and how many there are; `moneyless` for an
 * account that may not see money: the expiry and enquiry tasks only (the others name amounts).
 */
export async function dueTasks(
  db: Db,
  today: string,
  {
    moneyless,
    limit,
    scope = EVERY_BRANCH,
  }: { moneyless: boolean; limit: number; scope?: BranchScope },
) {
  const due = TABS.due(today);
  const where = allOf(
    due.where,
    ofBranches(scope.ids),
    moneyless
      ? sql<SqlBool>`(t.enquiry_id IS NOT NULL OR t.booking_id IS NOT NULL OR t.rule_id IN (SELECT id FROM reminder_rules WHERE kind = 'expiry'))`
      : null,
  );
  const [rows, total] = await Promise.all([
    taskRows(db).where(where).orderBy(due.order).limit(limit).execute(),
    moneyless ? counted(db, where) : tabCount(db, due, scope.ids),
  ]);
  return { rows: rows.map((row) => dueItem(row, today)), total };
}

/** A task of Due today as the bell lists it: who, what kind, and why in the queue's words. */
function dueItem(row: TaskRow, today: string) {
  const task = taskOf(row);
  const item = { task_id: row.id, member_id: row.member_id, enquiry_id: row.enquiry_id };
  if (task.kind === 'class')
    return {
      ...item,
      name: task.words.name,
      kind: 'class' as const,
      reason: classReason(task.words),
    };
  return task.kind === 'enquiry'
    ? {
        ...item,
        name: row.enquiry_name ?? '',
        kind: 'enquiry' as const,
        reason: enquiryReason(row.due_on, today),
      }
    : {
        ...item,
        name: task.row.name,
        kind: task.row.kind,
        reason: taskReason(task.row, task.row, today),
      };
}
