import { nameKey } from '../name-key';
import {
  EMAIL_RULE,
  isEmail,
  isPlainLine,
  moneyMessage,
  NAME_RULES,
  PHONE_RULE,
  readName,
} from '../../schemas/input-rules';
import type { ImportField, ImportMapping } from '../../schemas/imports';
import { MEMBER_LIMITS, MEMBER_MESSAGES } from '../../schemas';
import { phoneKey } from './phone-key';
import { readBloodGroup, readDate, readRupees, readStatus } from './values';

/** A plan a row may name, as the import looks it up by its name's `nameKey`. */
export interface PlanRef {
  id: number;
  name: string;
  /** Its price at the branch where the import puts new members (docs/product/branches.md §26). */
  price: number | null;
}

/** A row's values, only those its cells give: an empty cell or an unmapped column gives none. */
export interface RowValues {
  name: string;
  /** The phone's `phoneKey`. */
  phone: string;
  email?: string;
  plan?: PlanRef;
  joining_date?: string;
  fee?: number;
  paid?: number;
  status?: 'Active' | 'Inactive';
  age?: number;
  weight?: number;
  blood_group?: string;
  location?: string;
  profession?: string;
}

export type ReadRow =
  | { ok: true; values: RowValues; ambiguousDate: boolean }
  | {
      ok: false;
      /** As the sheet writes them (the phone as its key when it is one), for the review's table. */
      name: string;
      phone: string;
      reason: string;
      /** The plan the row names that no plan has, as written: its only fault. */
      missingPlan?: string;
      ambiguousDate: boolean;
    };

export interface RowContext {
  /** The gym's plans by `nameKey` of their names. */
  plans: Map<string, PlanRef>;
  /** The gym's calendar day, YYYY-MM-DD: two-digit years are read around it. */
  today: string;
}

/** The member form's own messages where the same rule applies (`routes/members/member-form.ts`). */
export const ROW_MESSAGES = {
  ...MEMBER_MESSAGES,
  nameTooLong: `Name must be at most ${MEMBER_LIMITS.nameMax} characters`,
  date: 'Joining date must be a real date, such as 31/01/2024',
  unknownPlan: (plan: string) => `Plan "${plan}" does not exist`,
} as const;

class RowError extends Error {
  constructor(
    readonly reason: string,
    readonly missingPlan?: string,
  ) {
    super(reason);
  }
}

function check<T>(value: T | null, reason: string): T {
  if (value === null) throw new RowError(reason);
  return value;
}

const line = (label: string, text: string) => {
  if (!isPlainLine(text)) throw new RowError(`${label} must not contain control characters`);
  if (text.length > MEMBER_LIMITS.textMax)
    throw new RowError(`${label} must be at most ${MEMBER_LIMITS.textMax} characters`);
  return text;
};

const wholeNumber = (text: string, max: number) =>
  /^\d{1,9}$/.test(text) && Number(text) <= max ? Number(text) : null;

const weightOf = (text: string) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= MEMBER_LIMITS.weightMax
    ? Number(text)
    : null;

/**
 * Reads one data row through the mapping by the rules of adding a member (docs/product/import.md §24):
 * what each mapped cell gives, or the first rule the row breaks, in the order the fields are
 * listed. Only the cells are judged here: whether the phone is a member's already, and so whether
 * a plan is needed, is for the caller, who knows the members. The plan is judged last, so a row
 * whose only fault is a plan no plan has carries it as `missingPlan`: creating that plan mends it.
 */
export function readRow(cells: string[], mapping: ImportMapping, context: RowContext): ReadRow {
  const cell = (field: ImportField) => {
    const column = mapping[field];
    return column === null || column === undefined ? '' : (cells[column]?.trim() ?? '');
  };
  const rawName = cell('name');
  const rawPhone = cell('phone');
  const key = phoneKey(rawPhone);
  let ambiguousDate = false;
  try {
    if (rawName === '' || rawPhone === '') throw new RowError(ROW_MESSAGES.required);
    const read = readName(rawName);
    if ('broken' in read) throw new RowError(`Name ${NAME_RULES[read.broken]}`);
    if (read.name.length > MEMBER_LIMITS.nameMax) throw new RowError(ROW_MESSAGES.nameTooLong);
    line('Name', read.name);
    const values: RowValues = { name: read.name, phone: check(key, PHONE_RULE.message) };

    const given = (field: ImportField, read: (text: string) => void) => {
      const text = cell(field);
      if (text !== '') read(text);
    };
    given('email', (text) => {
      values.email = check(isEmail(text) ? text : null, EMAIL_RULE.message);
    });
    given('joining_date', (text) => {
      const date = check(readDate(text, context.today), ROW_MESSAGES.date);
      values.joining_date = date.date;
      ambiguousDate = date.ambiguous;
    });
    given('fee', (text) => (values.fee = check(readRupees(text), moneyMessage('Fee'))));
    given('paid', (text) => (values.paid = check(readRupees(text), moneyMessage('Paid amount'))));
    if (values.fee !== undefined && values.paid !== undefined && values.paid > values.fee)
      throw new RowError(ROW_MESSAGES.paidOverFee);
    given('status', (text) => (values.status = check(readStatus(text), ROW_MESSAGES.status)));
    given('age', (text) => {
      values.age = check(wholeNumber(text, MEMBER_LIMITS.ageMax), ROW_MESSAGES.age);
    });
    given('weight', (text) => (values.weight = check(weightOf(text), ROW_MESSAGES.weight)));
    given('blood_group', (text) => {
      values.blood_group = check(readBloodGroup(text), ROW_MESSAGES.bloodGroup);
    });
    given('location', (text) => (values.location = line('Location', text)));
    given('profession', (text) => (values.profession = line('Profession', text)));
    given('plan', (text) => {
      const plan = context.plans.get(nameKey(text));
      if (!plan) throw new RowError(ROW_MESSAGES.unknownPlan(text), text);
      values.plan = plan;
    });
    return { ok: true, values, ambiguousDate };
  } catch (error) {
    if (!(error instanceof RowError)) throw error;
    return {
      ok: false,
      name: rawName,
      phone: key ?? rawPhone,
      reason: error.reason,
      ...(error.missingPlan === undefined ? {} : { missingPlan: error.missingPlan }),
      ambiguousDate,
    };
  }
}
