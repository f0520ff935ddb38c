import { planPriceAt, type BranchAccess, type MemberDetails, type Plan } from '@spotter/shared';

/** A member's Branch access: their home branch alone, or every branch, as the form offers it. */
export const BRANCH_ACCESS: Record<BranchAccess, string> = {
  branch: 'This branch only',
  all: 'All branches',
};

/** What the member form holds: the inputs' own strings (the member form fields of docs/product/screens.md §3). */
export interface MemberFormValues {
  name: string;
  phone: string;
  email: string;
  age: string;
  weight: string;
  blood: string;
  location: string;
  profession: string;
  status: string;
  joining_day: string;
  membershipPlan: string;
  feeAmount: string;
  paidAmount: string;
  dueAmount: string;
  leave: string;
  rejoin: string;
  /** The home branch's id; '' until one is chosen, and sent only while there are branches to choose between. */
  homeBranch: string;
  /** A key of BRANCH_ACCESS. */
  branchAccess: string;
  /** Do not send reminders (docs/product/reminders.md §25): the member is left out of the reminder queue. */
  noReminders: boolean;
}

/** The fields typed as text: every one but the Do not send reminders checkbox. */
export type MemberTextField = Exclude<keyof MemberFormValues, 'noReminders'>;

export const MEMBER_STATUSES = ['Active', 'Inactive'] as const;
export const REQUIRED_MESSAGE = 'Name and Phone number are required!';

export const emptyMemberValues: MemberFormValues = {
  name: '',
  phone: '',
  email: '',
  age: '',
  weight: '',
  blood: '',
  location: '',
  profession: '',
  status: 'Active',
  joining_day: '',
  membershipPlan: '',
  feeAmount: '',
  paidAmount: '',
  dueAmount: '',
  leave: '',
  rejoin: '',
  homeBranch: '',
  branchAccess: 'branch',
  noReminders: false,
};

const amount = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
};

/** docs/product/screens.md §4: due = max(fee − paid, 0); nothing to show until a fee or payment is entered. */
export function computeDue(fee: string, paid: string): string {
  if (fee.trim() === '' && paid.trim() === '') return '';
  return String(Math.max(Math.round(amount(fee) - amount(paid)), 0));
}

/** Applies one field's edit; a change to fee or paid recalculates the read-only due. */
export function changeValue(
  values: MemberFormValues,
  name: MemberTextField,
  value: string,
): MemberFormValues {
  const next = { ...values, [name]: value };
  if (name === 'feeAmount' || name === 'paidAmount')
    next.dueAmount = computeDue(next.feeAmount, next.paidAmount);
  return next;
}

/**
 * Choosing a plan prefills the fee with the plan's price at the member's home branch `branch`
 * (docs/product/branches.md §26: its own price there, else the plan's; '' with one branch), when it has one.
 */
export function choosePlan(
  values: MemberFormValues,
  planId: string,
  plan: Pick<Plan, 'price' | 'branch_prices'> | undefined,
  branch: string,
): MemberFormValues {
  const next = changeValue(values, 'membershipPlan', planId);
  const price = plan && planPriceAt(plan, branch);
  return price === null || price === undefined
    ? next
    : changeValue(next, 'feeAmount', String(price));
}

/**
 * Choosing another home branch: a fee that is still the chosen plan's price at the branch before
 * follows it to the new branch's; a fee typed by hand stays.
 */
export function chooseHomeBranch(
  values: MemberFormValues,
  homeBranch: string,
  plan: Pick<Plan, 'price' | 'branch_prices'> | undefined,
  before: string,
): MemberFormValues {
  const next = { ...values, homeBranch };
  const was = plan && planPriceAt(plan, before);
  if (!plan || was === null || was === undefined || values.feeAmount !== String(was)) return next;
  return choosePlan(next, values.membershipPlan, plan, homeBranch);
}

/** docs/product/screens.md §5: name and phone are required and nothing else is checked. Returns the message, or null. */
export function validateMember(values: MemberFormValues): string | null {
  return values.name.trim() && values.phone.trim() ? null : REQUIRED_MESSAGE;
}

/**
 * The multipart payload (docs/product/calls-and-messages.md §7) for add_member and update_member; the home branch and
 * the access only with a home branch (see chosenBranch), so one branch sends what it always did.
 */
export function toMemberFormData(values: MemberFormValues): FormData {
  const fields: Record<string, string> = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    age: values.age.trim(),
    weight: values.weight.trim(),
    blood_group: values.blood,
    joining_day: values.joining_day,
    status: values.status,
    location: values.location.trim(),
    profession: values.profession.trim(),
    fee: values.feeAmount.trim(),
    paid: values.paidAmount.trim(),
    due: computeDue(values.feeAmount, values.paidAmount),
    leave: values.leave,
    rejoin: values.rejoin,
    plan: values.membershipPlan,
    payment_method: 'cash',
    no_reminders: String(values.noReminders),
  };
  if (values.homeBranch) {
    fields.home_branch = values.homeBranch;
    fields.branch_access = values.branchAccess;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

/**
 * Fee, paid (total fee minus due, docs/product/screens.md §3) and due; blank when the answer left money
 * out (an account without money.view, which cannot edit a member anyway).
 */
function moneyValues({ total_fee, due_amount }: MemberDetails) {
  if (total_fee === undefined || due_amount === undefined)
    return { feeAmount: '', paidAmount: '', dueAmount: '' };
  return {
    feeAmount: String(total_fee),
    paidAmount: String(total_fee - due_amount),
    dueAmount: String(due_amount),
  };
}

/** The edit form's starting values. */
export function fromMemberDetails(member: MemberDetails): MemberFormValues {
  return {
    name: member.name,
    phone: member.phone,
    email: text(member.email),
    age: text(member.age),
    weight: text(member.weight),
    blood: text(member.blood_group),
    location: text(member.location),
    profession: text(member.profession),
    status: member.status || 'Active',
    joining_day: member.joining_date,
    membershipPlan: String(member.plan),
    ...moneyValues(member),
    leave: text(member.leave_date),
    rejoin: text(member.rejoin_date),
    homeBranch: String(member.home_branch_id),
    branchAccess: member.branch_access,
    noReminders: member.no_reminders,
  };
}
