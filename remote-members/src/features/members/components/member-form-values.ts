import {
  planPriceAt,
  type BranchAccess,
  type MemberDetails,
  type MemberStatus,
  type NewMember,
  type PaymentMethod,
  type Plan,
} from '@spotter/shared';

/** A member's Branch access: their home branch alone, or every branch, as the form offers it. */
export const BRANCH_ACCESS: Record<BranchAccess, string> = {
  branch: 'This branch only',
  all: 'All branches',
};

/**
 * What the member form holds: the inputs' own strings, each under the name the API takes it by
 * and the column it is stored in (`MemberInput`, docs/architecture.md "One contract per form").
 */
export interface MemberFormValues {
  name: string;
  phone: string;
  email: string;
  age: string;
  weight: string;
  blood_group: string;
  location: string;
  profession: string;
  status: string;
  joining_date: string;
  /** The plan's id; '' until one is chosen. */
  plan_id: string;
  total_fee: string;
  paid_amount: string;
  /** Shown, never sent: max(total_fee − paid_amount, 0), as the API computes it. */
  due_amount: string;
  leave_date: string;
  rejoin_date: string;
  /** The home branch's id; '' until one is chosen, and sent only while there are branches to choose between. */
  home_branch_id: string;
  /** A key of BRANCH_ACCESS. */
  branch_access: string;
  /** Do not send reminders (docs/product/reminders.md §25): the member is left out of the reminder queue. */
  no_reminders: boolean;
  /**
   * Shares this phone with another member (docs/product/screens.md §3): a family on one phone;
   * without it, a phone another member has is refused.
   */
  shares_phone: boolean;
  /** How the paid amount was received; Add User sends it (docs/product/billing.md §20), an edit records cash. */
  payment_method: PaymentMethod;
}

/** The fields typed as text: every one but the two checkboxes and the method. */
export type MemberTextField = Exclude<
  keyof MemberFormValues,
  'no_reminders' | 'shares_phone' | 'payment_method'
>;

export const MEMBER_STATUSES = ['Active', 'Inactive'] as const satisfies readonly MemberStatus[];
export const REQUIRED_MESSAGE = 'Name and Phone number are required!';

export const emptyMemberValues: MemberFormValues = {
  name: '',
  phone: '',
  email: '',
  age: '',
  weight: '',
  blood_group: '',
  location: '',
  profession: '',
  status: 'Active',
  joining_date: '',
  plan_id: '',
  total_fee: '',
  paid_amount: '',
  due_amount: '',
  leave_date: '',
  rejoin_date: '',
  home_branch_id: '',
  branch_access: 'branch',
  no_reminders: false,
  shares_phone: false,
  payment_method: 'cash',
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
  if (name === 'total_fee' || name === 'paid_amount')
    next.due_amount = computeDue(next.total_fee, next.paid_amount);
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
  const next = changeValue(values, 'plan_id', planId);
  const price = plan && planPriceAt(plan, branch);
  return price === null || price === undefined
    ? next
    : changeValue(next, 'total_fee', String(price));
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
  const next = { ...values, home_branch_id: homeBranch };
  const was = plan && planPriceAt(plan, before);
  if (!plan || was === null || was === undefined || values.total_fee !== String(was)) return next;
  return choosePlan(next, values.plan_id, plan, homeBranch);
}

/** docs/product/screens.md §5: name and phone are required and nothing else is checked. Returns the message, or null. */
export function validateMember(values: MemberFormValues): string | null {
  return values.name.trim() && values.phone.trim() ? null : REQUIRED_MESSAGE;
}

/**
 * The member as the form sends it: the typed contract, but for a plan not yet chosen, which the
 * API refuses in words ("Please choose a plan") as it always has.
 */
export type MemberSent = Omit<NewMember, 'plan_id'> & Partial<Pick<NewMember, 'plan_id'>>;

/** An input's text: left out when empty. */
const given = (text: string) => text.trim() || undefined;

/**
 * A number as typed: left out when empty. Text that is not plain digits goes as NaN, which JSON
 * sends as null and the API refuses in the field's own words (as it refuses the same text).
 */
function numberOf(text: string): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : NaN;
}

/**
 * The JSON body (`MemberInput`, docs/product/calls-and-messages.md §7) of add_member and
 * update_member: the form's own names and the contract's types, the due left out (the API
 * computes it); the home branch and the access only with a home branch (see chosenBranch), so one
 * branch sends what it always did.
 */
export function toMemberInput(values: MemberFormValues): MemberSent {
  const plan = numberOf(values.plan_id);
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: given(values.email),
    age: numberOf(values.age),
    weight: numberOf(values.weight),
    // The pickers offer only the API's values (a status the list lacks is kept as the member had it).
    blood_group: given(values.blood_group) as MemberSent['blood_group'],
    location: given(values.location),
    profession: given(values.profession),
    status: given(values.status) as MemberSent['status'],
    joining_date: given(values.joining_date),
    ...(plan === undefined ? {} : { plan_id: plan }),
    total_fee: numberOf(values.total_fee),
    paid_amount: numberOf(values.paid_amount),
    leave_date: given(values.leave_date),
    rejoin_date: given(values.rejoin_date),
    no_reminders: values.no_reminders,
    shares_phone: values.shares_phone,
    ...(values.home_branch_id
      ? {
          home_branch_id: Number(values.home_branch_id),
          branch_access: values.branch_access as MemberSent['branch_access'],
        }
      : {}),
  };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

/**
 * Fee, paid (total fee minus due, docs/product/screens.md §3) and due; blank when the answer left money
 * out (an account without money.view, which cannot edit a member anyway).
 */
function moneyValues({ total_fee, due_amount }: MemberDetails) {
  if (total_fee === undefined || due_amount === undefined)
    return { total_fee: '', paid_amount: '', due_amount: '' };
  return {
    total_fee: String(total_fee),
    paid_amount: String(total_fee - due_amount),
    due_amount: String(due_amount),
  };
}

/** The edit form's starting values: the member as loaded, whose plan is answered as `plan`. */
export function fromMemberDetails(member: MemberDetails): MemberFormValues {
  return {
    name: member.name,
    phone: member.phone,
    email: text(member.email),
    age: text(member.age),
    weight: text(member.weight),
    blood_group: text(member.blood_group),
    location: text(member.location),
    profession: text(member.profession),
    status: member.status || 'Active',
    joining_date: member.joining_date,
    plan_id: String(member.plan),
    ...moneyValues(member),
    leave_date: text(member.leave_date),
    rejoin_date: text(member.rejoin_date),
    home_branch_id: String(member.home_branch_id),
    branch_access: member.branch_access,
    no_reminders: member.no_reminders,
    shares_phone: member.shares_phone,
    payment_method: 'cash',
  };
}
