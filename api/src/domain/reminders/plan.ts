import type { Db } from '../../db/database';
import { REMINDER_LIMITS, type ReminderKind } from '../../schemas/reminders';
import { addDays } from '../dates';
import {
  duesTasks,
  expiryTasks,
  promiseTasks,
  stillValid,
  type PlanMember,
  type PlannedTask,
  type PlanPromise,
  type PlanRule,
} from './wanted';
import { chunks, closeTasks, insertTasks } from './write-tasks';

const MEMBER = [
  'id',
  'status',
  'no_reminders',
  'expire_date',
  'period_start',
  'total_fee',
  'paid_amount',
] as const;

/**
 * What planning needs, read a set at a time: the eligible members whose expiry puts a rule's day
 * within reach (a range on (status, expire_date)), the owing ones (members_owing_by_due), every
 * member's latest promise (member_contacts_promises), and the open tasks with their members as
 * they are now. `ids` narrows every read to those members.
 */
async function readState(db: Db, today: string, rules: PlanRule[], ids?: number[]) {
  const offsets = rules.filter((rule) => rule.kind === 'expiry').map((rule) => rule.days);
  const forMembers = ids !== undefined;
  const expiring = offsets.length
    ? db
        .selectFrom('members')
        .select(MEMBER)
        .where('status', '=', 'Active')
        .where(
          'expire_date',
          '>=',
          addDays(today, -REMINDER_LIMITS.catchUpDays - Math.max(...offsets)),
        )
        .where(
          'expire_date',
          '<=',
          addDays(today, REMINDER_LIMITS.upcomingDays - Math.min(...offsets)),
        )
        .where('no_reminders', '=', 0)
        .$if(forMembers, (qb) => qb.where('id', 'in', ids!))
        .execute()
    : Promise.resolve([]);
  const owing = db
    .selectFrom('members')
    .select(MEMBER)
    .whereRef('total_fee', '>', 'paid_amount')
    .where('status', '=', 'Active')
    .where('no_reminders', '=', 0)
    .$if(forMembers, (qb) => qb.where('id', 'in', ids!))
    .execute();
  const latestPromises = db
    .selectFrom('member_contacts')
    .select(['member_id', 'at', 'promised_on'])
    .where(
      'id',
      'in',
      db
        .selectFrom('member_contacts')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('outcome', '=', 'promised')
        .$if(forMembers, (qb) => qb.where('member_id', 'in', ids!))
        .groupBy('member_id'),
    )
    // A promise is a member's: a contact about an enquiry promises nothing.
    .$narrowType<{ member_id: number }>()
    .execute();
  const open = db
    .selectFrom('reminder_tasks as t')
    .innerJoin('reminder_rules as r', 'r.id', 't.rule_id')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select(['t.id as task_id', 't.rule_id', 't.basis', 't.planned_on', 'r.kind'])
    .select(MEMBER.map((column) => `m.${column}` as const))
    .where('t.state', '=', 'open')
    .$if(forMembers, (qb) => qb.where('t.member_id', 'in', ids!))
    // Joined to a member and a rule: a member's task (an enquiry's has neither; enquiry-tasks.ts).
    .$narrowType<{ rule_id: number }>()
    .execute();
  const [expiringRows, owingRows, promiseRows, openRows] = await Promise.all([
    expiring,
    owing,
    latestPromises,
    open,
  ]);
  const promises = new Map<number, PlanPromise>();
  for (const { member_id, at, promised_on } of promiseRows)
    if (promised_on) promises.set(member_id, { at, promised_on });
  return { expiring: expiringRows, owing: owingRows, promises, open: openRows };
}

/** An open task and its member as they are now (`id` is the member's). */
type OpenTask = PlanMember & {
  task_id: number;
  rule_id: number;
  kind: ReminderKind;
  basis: string;
  planned_on: string;
};

const keyOf = (task: Omit<PlannedTask, 'member_id'>, member: number) =>
  `${member}:${task.rule_id}:${task.basis}:${task.planned_on}`;

/**
 * The open tasks to close: no longer valid for their member, or superseded by a later task of the
 * same member and kind that has fallen due (open already, or about to be created).
 */
function toClose(
  open: OpenTask[],
  wanted: PlannedTask[],
  kindOf: Map<number, ReminderKind>,
  promises: Map<number, PlanPromise>,
  today: string,
) {
  const latestDue = new Map<string, string>();
  const note = (member: number, kind: ReminderKind | undefined, planned: string) => {
    const key = `${member}:${kind}`;
    if (planned <= today && planned > (latestDue.get(key) ?? '')) latestDue.set(key, planned);
  };
  for (const task of open) note(task.id, task.kind, task.planned_on);
  for (const task of wanted) note(task.member_id, kindOf.get(task.rule_id), task.planned_on);
  return open
    .filter(
      (task) =>
        !stillValid(task, task, promises.get(task.id)) ||
        (latestDue.get(`${task.id}:${task.kind}`) ?? '') > task.planned_on,
    )
    .map((task) => task.task_id);
}

async function planRound(db: Db, today: string, rules: PlanRule[], ids?: number[]) {
  const { expiring, owing, promises, open } = await readState(db, today, rules, ids);
  const wanted = [
    ...expiring.flatMap((member) => expiryTasks(member, rules, today)),
    ...owing.flatMap((member) => [
      ...duesTasks(member, rules, today),
      ...promiseTasks(member, promises.get(member.id), rules, today),
    ]),
  ];
  const kindOf = new Map(rules.map((rule) => [rule.id, rule.kind]));
  const closing = toClose(open, wanted, kindOf, promises, today);
  // What is open already need not be written again (the insert would do nothing).
  const isOpen = new Set(open.map((task) => keyOf(task, task.id)));
  const missing = wanted.filter((task) => !isOpen.has(keyOf(task, task.member_id)));
  return { created: await insertTasks(db, missing), closed: await closeTasks(db, closing) };
}

/**
 * Plans reminder tasks on the gym's day `today` (docs/product/reminders.md §25): creates the tasks the rules
 * want for each member and closes the open ones no longer wanted. Every member when `members` is
 * left out (the daily pass), else only those. Safe to run twice, or on two instances at once.
 */
export async function planReminders(
  db: Db,
  today: string,
  members?: number[],
): Promise<{ created: number; closed: number }> {
  const rules = await db.selectFrom('reminder_rules').select(['id', 'kind', 'days']).execute();
  const rounds = members === undefined ? [undefined] : chunks([...new Set(members)]);
  const total = { created: 0, closed: 0 };
  for (const ids of rounds) {
    const { created, closed } = await planRound(db, today, rules, ids);
    total.created += created;
    total.closed += closed;
  }
  return total;
}
