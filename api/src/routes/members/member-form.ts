import { badRequest } from '../../lib/http-errors';
import {
  DATE_RANGE,
  isDateInRange,
  isIsoDate,
  moneyMessage,
  rupeesFromText,
  storedId,
} from '../../schemas/input-rules';
import { today } from '../../domain/dates';
import type { MemberInput } from '../../domain/membership';
import {
  BLOOD_GROUPS,
  BRANCH_MISSING,
  MEMBER_LIMITS,
  MEMBER_MESSAGES,
  type MemberForm,
} from '../../schemas';

export const STATUSES = ['Active', 'Inactive'] as const;

/** A form field as sent: trimmed, with an empty string meaning "not given". */
const given = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function whole(value: string | undefined, max: number, message: string): number | null {
  const raw = given(value);
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) > max) throw badRequest(message);
  return Number(raw);
}

function date(value: string | undefined, label: string): string | null {
  const raw = given(value);
  if (raw === null) return null;
  if (!isIsoDate(raw)) throw badRequest(`${label} must be a real date written YYYY-MM-DD`);
  if (!isDateInRange(raw))
    throw badRequest(`${label} must be between ${DATE_RANGE.first} and ${DATE_RANGE.last}`);
  return raw;
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  message: string,
): T | null {
  const raw = given(value);
  if (raw === null) return null;
  if (!(allowed as readonly string[]).includes(raw)) throw badRequest(message);
  return raw as T;
}

/** An amount as typed: empty is 0. */
function money(value: string | undefined, label: string): number {
  const raw = given(value);
  if (raw === null) return 0;
  const amount = rupeesFromText(raw);
  if (amount === null) throw badRequest(moneyMessage(label));
  return amount;
}

/**
 * The home branch's id as typed: not given when empty; whatever is not an id names no branch
 * (the write then checks that one has it, in its transaction).
 */
function branchId(value: string | undefined): number | undefined {
  const raw = given(value);
  if (raw === null) return undefined;
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw badRequest(BRANCH_MISSING);
  return storedId(Number(raw));
}

/** Checks the add/edit form field by field; the first problem becomes the 400 message. */
export function parseMemberForm(form: MemberForm): MemberInput {
  const name = given(form.name);
  const phone = given(form.phone);
  // The schema has held phone and e-mail to their rules already.
  if (!name || !phone) throw badRequest(MEMBER_MESSAGES.required);
  const email = given(form.email);

  const age = whole(form.age, MEMBER_LIMITS.ageMax, MEMBER_MESSAGES.age);
  const rawWeight = given(form.weight);
  if (
    rawWeight !== null &&
    (!/^\d{1,3}(\.\d{1,2})?$/.test(rawWeight) || Number(rawWeight) > MEMBER_LIMITS.weightMax)
  ) {
    throw badRequest(MEMBER_MESSAGES.weight);
  }
  const blood_group = oneOf(form.blood_group, BLOOD_GROUPS, MEMBER_MESSAGES.bloodGroup);
  const status = oneOf(form.status, STATUSES, MEMBER_MESSAGES.status) ?? 'Active';

  const joining_date = date(form.joining_day, 'Joining day') ?? today();
  const leave_date = date(form.leave, 'Leave date');
  const rejoin_date = date(form.rejoin, 'Rejoin date');
  if (leave_date && rejoin_date && rejoin_date < leave_date)
    throw badRequest('Rejoin date cannot be before the leave date');

  const total_fee = money(form.fee, 'Fee');
  const paid_amount = money(form.paid, 'Paid amount');
  // docs/product/screens.md §3: the edit form derives paid as fee − due, which only holds while paid ≤ fee.
  if (paid_amount > total_fee) throw badRequest(MEMBER_MESSAGES.paidOverFee);
  oneOf(form.payment_method, ['cash'], 'Payment method must be cash');

  const plan = given(form.plan);
  if (plan === null) throw badRequest('Please choose a plan');
  if (!/^[1-9]\d{0,8}$/.test(plan)) throw badRequest('Please choose an existing plan');
  const home_branch_id = branchId(form.home_branch);

  return {
    name,
    phone,
    email,
    age,
    weight: rawWeight === null ? null : Number(rawWeight),
    blood_group,
    location: given(form.location),
    profession: given(form.profession),
    status,
    joining_date,
    plan_id: Number(plan),
    total_fee,
    paid_amount,
    leave_date,
    rejoin_date,
    // Left out, an edit keeps the member's setting (and an add gets reminders).
    ...(form.no_reminders === undefined
      ? {}
      : { no_reminders: form.no_reminders === 'true' ? 1 : 0 }),
    // Left out, an edit keeps the member's branch and access (and an add gets the first, 'branch').
    ...(home_branch_id === undefined ? {} : { home_branch_id }),
    ...(form.branch_access === undefined ? {} : { branch_access: form.branch_access }),
  };
}

/** `add_member`'s optional `enquiry_id` form field: the enquiry that member comes from, or null. */
export function enquiryToConvert(field: string | undefined): number | null {
  const text = field?.trim() ?? '';
  if (text === '') return null;
  if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw badRequest('Enquiry id must be a whole number');
  return storedId(Number(text));
}
