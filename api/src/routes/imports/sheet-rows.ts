import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { dayInWords, today } from '../../domain/dates';
import { phoneKey, readRow, type PlanRef, type RowValues } from '../../domain/import';
import { paidLoweredMessage, type MemberInput } from '../../domain/membership';
import { priceAtBranch } from '../../domain/plan-prices';
import { phoneOfDeletedMessage } from '../../domain/trash';
import { keptSince } from '../../domain/trash/items';
import { nameKey } from '../../domain/name-key';
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

/**
 * What the importer chose at the review (docs/product/import.md §24), which the run must be sent
 * again: whether rows of other branches' members update them (else they are skipped as Other
 * branch), and whether a row whose phone is taken under another name is added as a member sharing
 * it (Shared phone).
 */
export interface ImportChoices {
  otherBranches: boolean;
  sharedPhones: boolean;
}

export const NO_CHOICES: ImportChoices = { otherBranches: false, sharedPhones: false };

/** What the rows are read against: the plans, today, who holds each phone key, and where. */
export interface SheetContext {
  plans: Map<string, PlanRef>;
  today: string;
  /** Phone key → the members whose stored phone has that key, oldest first. */
  members: Map<string, number[]>;
  /** Member → their name, which (by its nameKey) tells the members on one phone apart. */
  names: Map<number, string>;
  /** Member → their home branch. */
  homes: Map<number, number>;
  /** Branch → its name. */
  branches: Map<number, string>;
  /** The branch the import's new members join. */
  branch: { id: number; name: string };
  /** Whether a row of another branch's member updates it (else it is skipped as Other branch). */
  otherBranches: boolean;
  /** Whether a row whose phone is taken under another name is added as a member sharing it. */
  sharedPhones: boolean;
  /** Phone key → the name of a deleted member (still restorable) holding it. */
  deleted: Map<string, string>;
}

const keyOf = (phone: string) => phoneKey(phone) ?? phone;

/**
 * `branch`: where the import puts its new members (chosen at upload; null: the first), whose
 * plans' prices there are their fees when the sheet gives none (docs/product/branches.md §26);
 * `choices`: the review's (ImportChoices).
 */
export async function sheetContext(
  db: Reader,
  branch: number | null,
  { otherBranches, sharedPhones }: ImportChoices = NO_CHOICES,
  now = Date.now(),
): Promise<SheetContext> {
  const branches = await db.selectFrom('branches').select(['id', 'name']).orderBy('id').execute();
  const home = branch ?? branches[0]!.id;
  const [plans, members, deleted] = await Promise.all([
    db
      .selectFrom('plans')
      .select(['id', 'name', priceAtBranch(home).as('price'), 'name_key'])
      .execute(),
    db
      .selectFrom('members')
      .select(['id', 'name', 'phone', 'home_branch_id'])
      .orderBy('id')
      .execute(),
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
    names: new Map(members.map(({ id, name }) => [id, name])),
    homes: new Map(members.map(({ id, home_branch_id }) => [id, home_branch_id])),
    branches: names,
    branch: { id: home, name: names.get(home) ?? '' },
    otherBranches,
    sharedPhones,
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

/**
 * A row read, before it meets the member it names: `memberId` the member it updates (none: it adds
 * one), `shares` why a new member shares a phone (a Shared phone row), `offered` whether the
 * review's choice of shared phones would make it one (reviewed without that choice).
 */
type Read =
  | { done: true; row: Decided }
  | {
      done: false;
      values: RowValues;
      memberId: number | undefined;
      shares: string | null;
      offered: boolean;
      ambiguousDate: boolean;
    };

/** A row read whole, its member still to meet. */
export type RowRead = Extract<Read, { done: false }>;

/** What a row does, with what the run needs to do it. */
export type Decided = ReviewedRow & {
  /** The data row's place, from 0. */
  n: number;
  /** Reviewed without the choice of shared phones, whether it would make this row a Shared phone. */
  offered?: boolean;
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

/** Which member a row is, or that it is none of them, by the phone and then the name. */
type Match =
  | { is: 'duplicate'; of: number }
  | { is: 'member'; id: number }
  | { is: 'ambiguous'; members: number }
  | { is: 'shared'; of: { row: number } | { member: number } }
  | { is: 'new' };

/**
 * Reads rows in sheet order (docs/product/import.md §24). A row is matched by its phone key: to an
 * earlier row with it (a Duplicate, "Same phone as row N", N as the spreadsheet numbers it), else
 * to the member who has it. A phone several members share is matched by the phone and the name:
 * an earlier row of that name is the Duplicate, the member of that name is updated, and a row
 * naming none of them is an Error. With the choice of shared phones every phone is matched so,
 * and a row whose phone an earlier row or a member has under another name is a new member sharing
 * it (Shared phone). Rows of earlier batches are `seen` so that the later ones know them.
 */
export function rowReader(mapping: ImportMapping, context: SheetContext) {
  /** Phone key → the earlier rows with it: their number and their name's key. */
  const rowsWith = new Map<string, { row: number; name: string }[]>();
  const cell = (cells: string[], index: number | null | undefined) =>
    index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  const see = (row: number, cells: string[]) => {
    const key = phoneKey(cell(cells, mapping.phone));
    if (key === null) return;
    const earlier = rowsWith.get(key);
    const seen = { row, name: nameKey(cell(cells, mapping.name)) };
    if (!earlier) rowsWith.set(key, [seen]);
    else if (!earlier.some((other) => other.row === row)) earlier.push(seen);
  };

  /**
   * What the row is, with the choice of shared phones (`shared`) or without. A phone several
   * members share is matched by name either way; otherwise, without the choice, by the phone alone.
   */
  function match(row: number, key: string | null, name: string, shared: boolean): Match {
    const earlier = key === null ? [] : (rowsWith.get(key) ?? []).filter((r) => r.row < row);
    const holders = key === null ? [] : (context.members.get(key) ?? []);
    const named = holders.filter((id) => nameKey(context.names.get(id) ?? '') === name);
    if (shared || holders.length > 1) {
      const same = earlier.find((r) => r.name === name);
      if (same) return { is: 'duplicate', of: same.row };
      if (named.length === 1) return { is: 'member', id: named[0]! };
      if (named.length > 1 || (!shared && holders.length > 1))
        return { is: 'ambiguous', members: Math.max(named.length, holders.length) };
      if (holders.length > 0) return { is: 'shared', of: { member: holders[0]! } };
      if (earlier.length > 0) return { is: 'shared', of: { row: earlier[0]!.row } };
      return { is: 'new' };
    }
    if (earlier.length > 0) return { is: 'duplicate', of: earlier[0]!.row };
    if (holders.length === 1) return { is: 'member', id: holders[0]! };
    return { is: 'new' };
  }

  /** Why a Shared phone row shares: "Shares the phone of Asha Verma" (of a member of Baner, of row 4). */
  function sharesWith(of: { row: number } | { member: number }) {
    if ('row' in of) return `Shares the phone of row ${of.row}`;
    const home = context.homes.get(of.member);
    return home === context.branch.id
      ? `Shares the phone of ${context.names.get(of.member) ?? 'a member'}`
      : `Shares the phone of a member of ${context.branches.get(home ?? 0) ?? ''}`;
  }

  return {
    see,
    read(at: RowAt, cells: string[]): Read {
      const key = phoneKey(cell(cells, mapping.phone));
      const name = nameKey(cell(cells, mapping.name));
      const matched = match(at.row, key, name, context.sharedPhones);
      const offered = !context.sharedPhones && match(at.row, key, name, true).is === 'shared';
      see(at.row, cells);
      // Shown by its key, as every other row's phone is: "+91-98…" is the same number as "98…".
      if (matched.is === 'duplicate')
        return {
          done: true,
          row: skip(
            at,
            'duplicate',
            cell(cells, mapping.name),
            key!,
            `Same phone as row ${matched.of}`,
            { offered },
          ),
        };
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
        matched.is === 'ambiguous'
          ? `${matched.members} members have this phone number; update them by hand`
          : deleted !== undefined
            ? phoneOfDeletedMessage(deleted)
            : null;
      if (refused !== null)
        return {
          done: true,
          row: skip(at, 'error', values.name, values.phone, refused, { ambiguousDate, offered }),
        };
      return {
        done: false,
        values,
        memberId: matched.is === 'member' ? matched.id : undefined,
        shares: matched.is === 'shared' ? sharesWith(matched.of) : null,
        offered,
        ambiguousDate,
      };
    },
  };
}

/**
 * A New row's member: what the row gives, the rest as the add member form would default it; a
 * Shared phone row's (`shares`, its reason) shares the phone.
 */
function newMember(
  at: RowAt,
  values: RowValues,
  ambiguousDate: boolean,
  today: string,
  shares: string | null = null,
): Decided {
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
    ...(shares === null ? {} : { shares_phone: 1 }),
  };
  return {
    ...at,
    outcome: shares === null ? 'new' : 'shared',
    name,
    phone,
    member_id: null,
    changes: [],
    changed: [],
    branch: null,
    reason: shares,
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

/** What a row read whole does, given the member it names (null: none, it adds one). */
export function decide(
  at: RowAt,
  read: RowRead,
  member: MemberInput | null,
  context: SheetContext,
): Decided {
  const { memberId, offered } = read;
  const decided =
    memberId === undefined || member === null
      ? newMember(at, read.values, read.ambiguousDate, context.today, read.shares)
      : updatedMember(at, read.values, read.ambiguousDate, memberId, member, context);
  return { ...decided, offered };
}
