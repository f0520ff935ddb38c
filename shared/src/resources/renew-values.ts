// The kit by its package name: this is part of the dialogs' own entry (dialogs/index.ts).
import {
  moneyMessage,
  planPriceAt,
  rupeesFromText,
  type ExpiredMember,
  type FieldErrors,
  type PaymentMethod,
  type Plan,
  type RenewalBody,
} from '@spotter/shared';

/**
 * Whom a renewal is for: enough to name them, start from their plan at their home branch's price
 * and carry what they still owe. A row of Expired and a match of the check-in lookup both are one.
 */
export type Renewable = Pick<
  ExpiredMember,
  'id' | 'name' | 'plan_id' | 'plan_type' | 'home_branch_id'
> & {
  /** What they still owe from the period that ended; an account that renews sees money. */
  due_amount?: number | null;
};

/** What they still owe, carried into the new period. */
export const carriedBy = (member: Renewable) => member.due_amount ?? 0;

export interface RenewValues {
  plan: string;
  fee: string;
  paid: string;
}

const rupees = (text: string) => rupeesFromText(text.trim());

/** `plan`'s price for `member`: the one their home branch charges (docs/product/branches.md §26); '' for none. */
export const feeFor = (member: Renewable, plan: Plan | undefined) =>
  String((plan && planPriceAt(plan, member.home_branch_id)) ?? '');

/**
 * What the renewal bills, as the API computes it (docs/product/billing.md §20): the fee plus what the
 * member still owes from the period that ended; null while the fee is not an amount.
 */
export function toCollect(fee: string, carried: number): number | null {
  const amount = rupees(fee);
  return amount === null ? null : amount + carried;
}

const collectText = (fee: string, carried: number) => String(toCollect(fee, carried) ?? '');

/** The member's plan at its price, and paid at what that collects. */
export function initialRenewal(member: Renewable, plans: Plan[]): RenewValues {
  const fee = feeFor(
    member,
    plans.find((plan) => plan.id === member.plan_id),
  );
  return { plan: String(member.plan_id), fee, paid: collectText(fee, carriedBy(member)) };
}

/**
 * The paid amount once the fee becomes `fee`: one still at what the fee before collected follows
 * the new total; one typed by hand stays.
 */
export const paidAfterFee = (values: RenewValues, fee: string, carried: number) =>
  values.paid === collectText(values.fee, carried) ? collectText(fee, carried) : values.paid;

/** Checked before sending; the fee and what is still owed together bound what may be paid now. */
export function validateRenewal(values: RenewValues, carried: number): FieldErrors<RenewValues> {
  const errors: FieldErrors<RenewValues> = {};
  const fee = rupees(values.fee);
  const paid = rupees(values.paid);
  if (!values.plan) errors.plan = 'Please choose a plan';
  if (fee === null) errors.fee = moneyMessage('Fee');
  if (paid === null) errors.paid = moneyMessage('Paid');
  else if (fee !== null && paid > fee + carried)
    errors.paid = 'Paid amount cannot be more than the fee';
  return errors;
}

export const toRenewalBody = (values: RenewValues, method: PaymentMethod): RenewalBody => ({
  plan: Number(values.plan),
  fee: Number(values.fee),
  paid: Number(values.paid),
  method,
});
