import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { today } from '../../domain/dates';
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

/** What the rows are read against: the plans, today, and who holds each phone key. */
export interface SheetContext {
  plans: Map<string, PlanRef>;
  today: string;
  /** Phone key → the members whose stored phone has that key. */
  members: Map<string, number[]>;
  /** Phone key → the name of a deleted member (still restorable) holding it. */
  deleted: Map<string, string>;
}

const keyOf = (phone: string) => phoneKey(phone) ?? phone;

/**
 * `branch`: where the run puts its new members (the branch it acts at; null: the first), whose
 * plans' prices there are their fees when the sheet gives none (docs/product/branches.md §26).
 */
export async function sheetContext(
  db: Reader,
  branch: number | null,
  now = Date.now(),
): Promise<SheetContext> {
  const home =
    branch ??
    (await db.selectFrom('branches').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow())
      .id;
  const [plans, members, deleted] = await Promise.all([
    db
      .selectFrom('plans')
      .select(['id', 'name', priceAtBranch(home).as('price'), 'name_key'])
      .execute(),
    db.selectFrom('members').select(['id', 'phone']).execute(),
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
  return {
    plans: new Map(plans.map(({ name_key, ...plan }) => [name_key, plan])),
    today: today(),
    members: holders,
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

/** A row read, before it meets the member its phone names. */
type Read =
  | { done: true; row: Decided }
  | { done: false; values: RowValues; holders: number[]; ambiguousDate: boolean };

/** A row read whole, its member still to meet. */
export type RowRead = Extract<Read, { done: false }>;

/** What a row does, with what the run needs to do it. */
export type Decided = Omit<ReviewedRow, 'row'> & {
  n: number;
  missingPlan?: string;
  ambiguousDate: boolean;
  /** New: the member to add; Update: the member as it will be. */
  input?: MemberInput;
  /** Update: the columns it changes, as they were and as they will be. */
  before?: Partial<MemberInput>;
  after?: Partial<MemberInput>;
};

const skip = (
  n: number,
  outcome: Extract<RowOutcome, 'duplicate' | 'error'>,
  name: string,
  phone: string,
  reason: string,
  extra: Partial<Decided> = {},
): Decided => ({
  n,
  outcome,
  name,
  phone,
  member_id: null,
  changes: [],
  reason,
  ambiguousDate: false,
  ...extra,
});

/** The sheet's row number as a spreadsheet shows it: the header is row 1. */
export const sheetRow = (n: number) => n + 2;

/**
 * Reads rows in sheet order: the first row with a phone key is read, every later one with the
 * same key is a Duplicate. Rows of earlier batches are `seen` so that the later ones know them.
 */
export function rowReader(mapping: ImportMapping, context: SheetContext) {
  const firstWith = new Map<string, number>();
  const cell = (cells: string[], index: number | null | undefined) =>
    index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  const see = (n: number, cells: string[]) => {
    const key = phoneKey(cell(cells, mapping.phone));
    if (key !== null && !firstWith.has(key)) firstWith.set(key, n);
    return key;
  };

  return {
    see,
    read(n: number, cells: string[]): Read {
      const key = phoneKey(cell(cells, mapping.phone));
      const first = key === null ? undefined : firstWith.get(key);
      // Shown by its key, as every other row's phone is: "+91-98…" is the same number as "98…".
      if (key !== null && first !== undefined && first !== n)
        return {
          done: true,
          row: skip(
            n,
            'duplicate',
            cell(cells, mapping.name),
            key,
            `Same phone as row ${sheetRow(first)}`,
          ),
        };
      see(n, cells);
      const read = readRow(cells, mapping, context);
      if (!read.ok)
        return {
          done: true,
          row: skip(n, 'error', read.name, read.phone, read.reason, {
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
          row: skip(n, 'error', values.name, values.phone, refused, { ambiguousDate }),
        };
      return { done: false, values, holders, ambiguousDate };
    },
  };
}

/** A New row's member: what the row gives, the rest as the add member form would default it. */
function newMember(n: number, values: RowValues, ambiguousDate: boolean, today: string): Decided {
  const { name, phone, plan } = values;
  if (!plan)
    return skip(n, 'error', name, phone, 'Plan is required for a new member', { ambiguousDate });
  const total_fee = values.fee ?? plan.price ?? 0;
  const paid_amount = values.paid ?? 0;
  if (paid_amount > total_fee)
    return skip(n, 'error', name, phone, MEMBER_MESSAGES.paidOverFee, {
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
    n,
    outcome: 'new',
    name,
    phone,
    member_id: null,
    changes: [],
    reason: null,
    ambiguousDate,
    input,
  };
}

/** An existing member's row: the cells given replace the member's values, the rest stay. */
function updatedMember(
  n: number,
  values: RowValues,
  ambiguousDate: boolean,
  memberId: number,
  current: MemberInput,
): Decided {
  const { name, phone } = values;
  const input: MemberInput = { ...current };
  const before: Partial<MemberInput> = {};
  const after: Partial<MemberInput> = {};
  const changes: string[] = [];
  for (const field of SET_FIELDS) {
    const value = columnValue(values, field);
    const column = FIELD_COLUMNS[field];
    if (value === undefined || value === current[column]) continue;
    Object.assign(input, { [column]: value });
    Object.assign(before, { [column]: current[column] });
    Object.assign(after, { [column]: value });
    changes.push(IMPORT_FIELDS[field]);
  }
  if (input.paid_amount < current.paid_amount)
    return skip(n, 'error', name, phone, paidLoweredMessage(current.paid_amount), {
      ambiguousDate,
    });
  if (input.paid_amount > input.total_fee)
    return skip(n, 'error', name, phone, MEMBER_MESSAGES.paidOverFee, {
      ambiguousDate,
    });
  const outcome = changes.length > 0 ? 'update' : 'unchanged';
  return {
    n,
    outcome,
    name,
    phone: current.phone,
    member_id: memberId,
    changes,
    reason: null,
    ambiguousDate,
    ...(outcome === 'update' ? { input, before, after } : {}),
  };
}

/** What a row read whole does, given the member its phone names (null: nobody has it). */
export function decide(
  n: number,
  read: RowRead,
  member: MemberInput | null,
  today: string,
): Decided {
  const memberId = read.holders[0];
  return memberId === undefined || member === null
    ? newMember(n, read.values, read.ambiguousDate, today)
    : updatedMember(n, read.values, read.ambiguousDate, memberId, member);
}
