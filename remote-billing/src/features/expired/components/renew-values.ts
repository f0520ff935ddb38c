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

export interface RenewValues {
  plan: string;
  fee: string;
  paid: string;
}

const rupees = (text: string) => rupeesFromText(text.trim());

/** `plan`'s price for `member`: the one their home branch charges (docs/product/branches.md §26); '' for none. */
export const feeFor = (member: ExpiredMember, plan: Plan | undefined) =>
  String((plan && planPriceAt(plan, member.home_branch_id)) ?? '');

/** The member's plan at its price, nothing paid yet. */
export const initialRenewal = (member: ExpiredMember, plans: Plan[]): RenewValues => ({
  plan: String(member.plan_id),
  fee: feeFor(
    member,
    plans.find((plan) => plan.id === member.plan_id),
  ),
  paid: '0',
});

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
