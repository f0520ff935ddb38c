import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { dayInWords, today } from '../../domain/dates';
import { phoneKey, readRow, type PlanRef, type RowValues } from '../../domain/import';
import { paidLoweredMessage, type MemberInput } from '../../domain/membership';
import { priceAtBranch } from '../../domain/plan-prices';
import { phoneOfDeletedMessage } from '../../domain/trash';
import { keptSince } from '../../domain/trash/items';
import { MEMBER_MESSAGES } from '../../schemas/members';
import {
  IMPORT_FIELDS,
  type ImportMapping,
  type ReviewedRow,
  type RowOutcome,
} from '../../schemas/imports';

/**
 * What a row of a sheet would do (docs/product/import.md §24), decided the same way by the review (a dry
 * run) and by each batch of the run (inside its transaction, against the database as it is then).
 */

type Reader = Kysely<Database> | Transaction<Database>;

/** What the rows are read against: the plans, today, who holds each phone key, and where. */
export interface SheetContext {
  plans: Map<string, PlanRef>;
  today: string;
  /** Phone key → the members whose stored phone has that key. */
  members: Map<string, number[]>;
  /** Member → their home branch. */
  homes: Map<number, number>;
  /** Branch → its name. */
  branches: Map<number, string>;
  /** The branch the import's new members join. */
  branch: { id: number; name: string };
  /** Whether a row of another branch's member updates it (else it is skipped as Other branch). */
  otherBranches: boolean;
  /** Phone key → the name of a deleted member (still restorable) holding it. */
  deleted: Map<string, string>;
}

const keyOf = (phone: string) => phoneKey(phone) ?? phone;

/**
 * `branch`: where the import puts its new members (chosen at upload; null: the first), whose
 * plans' prices there are their fees when the sheet gives none (docs/product/branches.md §26);
 * `otherBranches`: whether rows of other branches' members update them.
 */
export async function sheetContext(
  db: Reader,
  branch: number | null,
  otherBranches = false,
  now = Date.now(),
): Promise<SheetContext> {
  const branches = await db.selectFrom('branches').select(['id', 'name']).orderBy('id').execute();
  const home = branch ?? branches[0]!.id;
  const [plans, members, deleted] = await Promise.all([
    db
      .selectFrom('plans')
      .select(['id', 'name', priceAtBranch(home).as('price'), 'name_key'])
      .execute(),
    db.selectFrom('members').select(['id', 'phone', 'home_branch_id']).execute(),
    db
      .selectFrom('deleted_items')
      .select(['label', 'phone'])
      .where('kind', '=', 'members')
      .where('phone', 'is not', null)
      .where('deleted_at', '>=', keptSince(now))
      .execute(),
  ]);
  const holders = new Map<string, number[]>();
  for (const { id, phone } of members) {
    const key = keyOf(phone);
    holders.set(key, [...(holders.get(key) ?? []), id]);
  }
  const names = new Map(branches.map(({ id, name }) => [id, name]));
  return {
    plans: new Map(plans.map(({ name_key, ...plan }) => [name_key, plan])),
    today: today(),
    members: holders,
    homes: new Map(members.map(({ id, home_branch_id }) => [id, home_branch_id])),
    branches: names,
    branch: { id: home, name: names.get(home) ?? '' },
    otherBranches,
    deleted: new Map(deleted.map(({ label, phone }) => [keyOf(phone!), label])),
  };
}

/** The member columns a field sets, with the label a review names a change by. */
const FIELD_COLUMNS = {
  name: 'name',
  email: 'email',
  plan: 'plan_id',
  joining_date: 'joining_date',
  fee: 'total_fee',
  paid: 'paid_amount',
  status: 'status',
  age: 'age',
  weight: 'weight',
  blood_group: 'blood_group',
  location: 'location',
  profession: 'profession',
} as const satisfies Partial<Record<keyof typeof IMPORT_FIELDS, keyof MemberInput>>;
type SetField = keyof typeof FIELD_COLUMNS;
const SET_FIELDS = Object.keys(FIELD_COLUMNS) as SetField[];

/** A member column by the label a review names its change with ('total_fee' → 'Fee'). */
export const COLUMN_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  SET_FIELDS.map((field) => [FIELD_COLUMNS[field], IMPORT_FIELDS[field]]),
);

const columnValue = (values: RowValues, field: SetField) =>
  field === 'plan' ? values.plan?.id : values[field];

/** A member's value as the review shows it: '1,500', a plan's name, '24 Nov 2026', '—' for none. */
function valueText(field: SetField, value: unknown, plans: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'plan') return plans.get(value as number) ?? `plan ${String(value)}`;
  if (field === 'fee' || field === 'paid') return (value as number).toLocaleString('en-IN');
  if (field === 'joining_date') return dayInWords(String(value));
  return String(value);
}

/** A row read, before it meets the member its phone names. */
type Read =
  | { done: true; row: Decided }
  | { done: false; values: RowValues; holders: number[]; ambiguousDate: boolean };

/** A row read whole, its member still to meet. */
export type RowRead = Extract<Read, { done: false }>;

/** What a row does, with what the run needs to do it. */
export type Decided = ReviewedRow & {
  /** The data row's place, from 0. */
  n: number;
  missingPlan?: string;
  ambiguousDate: boolean;
  /** New: the member to add; Update: the member as it will be. */
  input?: MemberInput;
  /** Update: the columns it changes, as they were and as they will be. */
  before?: Partial<MemberInput>;
  after?: Partial<MemberInput>;
};

/** A data row: its place from 0 and its number as the spreadsheet shows it. */
export interface RowAt {
  n: number;
  row: number;
}

const skip = (
  { n, row }: RowAt,
  outcome: Extract<RowOutcome, 'duplicate' | 'error' | 'other_branch'>,
  name: string,
  phone: string,
  reason: string,
  extra: Partial<Decided> = {},
): Decided => ({
  n,
  row,
  outcome,
  name,
  phone,
  member_id: null,
  changes: [],
  changed: [],
  branch: null,
  reason,
  ambiguousDate: false,
  ...extra,
});

/**
 * Reads rows in sheet order: the first row with a phone key is read, every later one with the
 * same key is a Duplicate ("Same phone as row N", N as the spreadsheet numbers it). Rows of
 * earlier batches are `seen` so that the later ones know them.
 */
export function rowReader(mapping: ImportMapping, context: SheetContext) {
  const firstWith = new Map<string, number>();
  const cell = (cells: string[], index: number | null | undefined) =>
    index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  const see = (row: number, cells: string[]) => {
    const key = phoneKey(cell(cells, mapping.phone));
    if (key !== null && !firstWith.has(key)) firstWith.set(key, row);
    return key;
  };

  return {
    see,
    read(at: RowAt, cells: string[]): Read {
      const key = phoneKey(cell(cells, mapping.phone));
      const first = key === null ? undefined : firstWith.get(key);
      // Shown by its key, as every other row's phone is: "+91-98…" is the same number as "98…".
      if (key !== null && first !== undefined && first !== at.row)
        return {
          done: true,
          row: skip(at, 'duplicate', cell(cells, mapping.name), key, `Same phone as row ${first}`),
        };
      see(at.row, cells);
      const read = readRow(cells, mapping, context);
      if (!read.ok)
        return {
          done: true,
          row: skip(at, 'error', read.name, read.phone, read.reason, {
            missingPlan: read.missingPlan,
            ambiguousDate: read.ambiguousDate,
          }),
        };
      const { values, ambiguousDate } = read;
      const holders = context.members.get(values.phone) ?? [];
      const deleted = holders.length === 0 ? context.deleted.get(values.phone) : undefined;
      const refused =
        holders.length > 1
          ? `${holders.length} members have this phone number; update them by hand`
          : deleted !== undefined
            ? phoneOfDeletedMessage(deleted)
            : null;
      if (refused !== null)
        return {
          done: true,
          row: skip(at, 'error', values.name, values.phone, refused, { ambiguousDate }),
        };
      return { done: false, values, holders, ambiguousDate };
    },
  };
}

/** A New row's member: what the row gives, the rest as the add member form would default it. */
function newMember(at: RowAt, values: RowValues, ambiguousDate: boolean, today: string): Decided {
  const { name, phone, plan } = values;
  if (!plan)
    return skip(at, 'error', name, phone, 'Plan is required for a new member', { ambiguousDate });
  const total_fee = values.fee ?? plan.price ?? 0;
  const paid_amount = values.paid ?? 0;
  if (paid_amount > total_fee)
    return skip(at, 'error', name, phone, MEMBER_MESSAGES.paidOverFee, {
      ambiguousDate,
    });
  const input: MemberInput = {
    name,
    phone,
    email: values.email ?? null,
    age: values.age ?? null,
    weight: values.weight ?? null,
    blood_group: values.blood_group ?? null,
    location: values.location ?? null,
    profession: values.profession ?? null,
    status: values.status ?? 'Active',
    joining_date: values.joining_date ?? today,
    plan_id: plan.id,
    total_fee,
    paid_amount,
    leave_date: null,
    rejoin_date: null,
  };
  return {
    ...at,
    outcome: 'new',
    name,
    phone,
    member_id: null,
    changes: [],
    changed: [],
    branch: null,
    reason: null,
    ambiguousDate,
    input,
  };
}

/**
 * An existing member's row: the cells given replace the member's values, the rest stay. A member
 * of another branch than the import's is left alone unless the import updates other branches.
 */
function updatedMember(
  at: RowAt,
  values: RowValues,
  ambiguousDate: boolean,
  memberId: number,
  current: MemberInput,
  context: SheetContext,
): Decided {
  const { name, phone } = values;
  const home = context.homes.get(memberId);
  const branch = home === undefined ? null : (context.branches.get(home) ?? null);
  if (home !== undefined && home !== context.branch.id && !context.otherBranches)
    return skip(at, 'other_branch', name, current.phone, `Member of ${branch ?? ''}`, {
      member_id: memberId,
      branch,
      ambiguousDate,
    });
  const planNames = new Map([...context.plans.values()].map((plan) => [plan.id, plan.name]));
  const input: MemberInput = { ...current };
  const before: Partial<MemberInput> = {};
  const after: Partial<MemberInput> = {};
  const changes: string[] = [];
  const changed: Decided['changed'] = [];
  for (const field of SET_FIELDS) {
    const value = columnValue(values, field);
    const column = FIELD_COLUMNS[field];
    if (value === undefined || value === current[column]) continue;
    Object.assign(input, { [column]: value });
    Object.assign(before, { [column]: current[column] });
    Object.assign(after, { [column]: value });
    changes.push(IMPORT_FIELDS[field]);
    changed.push({
      label: IMPORT_FIELDS[field],
      from: valueText(field, current[column], planNames),
      to: valueText(field, value, planNames),
    });
  }
  if (input.paid_amount < current.paid_amount)
    return skip(at, 'error', name, phone, paidLoweredMessage(current.paid_amount), {
      ambiguousDate,
    });
  if (input.paid_amount > input.total_fee)
    return skip(at, 'error', name, phone, MEMBER_MESSAGES.paidOverFee, {
      ambiguousDate,
    });
  const outcome = changes.length > 0 ? 'update' : 'unchanged';
  return {
    ...at,
    outcome,
    name,
    phone: current.phone,
    member_id: memberId,
    changes,
    changed,
    branch,
    reason: null,
    ambiguousDate,
    ...(outcome === 'update' ? { input, before, after } : {}),
  };
}

/** What a row read whole does, given the member its phone names (null: nobody has it). */
export function decide(
  at: RowAt,
  read: RowRead,
  member: MemberInput | null,
  context: SheetContext,
): Decided {
  const memberId = read.holders[0];
  return memberId === undefined || member === null
    ? newMember(at, read.values, read.ambiguousDate, context.today)
    : updatedMember(at, read.values, read.ambiguousDate, memberId, member, context);
}
