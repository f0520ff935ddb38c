import {
  isPhone,
  moneyMessage,
  PHONE_RULE,
  rupeesFromText,
  type DuesUpdateBody,
  type FieldErrors,
  type MemberDetails,
  type PaymentMethod,
} from '@spotter/shared';

/** The pending edit form's text values (docs/product/billing.md §20). */
export interface DuesFormValues {
  phone: string;
  plan: string;
  total: string;
  paid: string;
  pause: string;
  rejoin: string;
}

// Recording payments needs money.view, so this screen's answer always holds the money.
export const fromDetails = (member: MemberDetails): DuesFormValues => ({
  phone: member.phone,
  plan: String(member.plan),
  total: String(member.total_fee ?? 0),
  paid: String((member.total_fee ?? 0) - (member.due_amount ?? 0)),
  pause: member.leave_date ?? '',
  rejoin: member.rejoin_date ?? '',
});

const wholeRupees = (text: string) => rupeesFromText(text.trim());

/** Pending = max(total − paid, 0), recalculated as the admin types; blank while either is not a whole number. */
export function pendingOf(values: DuesFormValues): number | null {
  const total = wholeRupees(values.total);
  const paid = wholeRupees(values.paid);
  return total === null || paid === null ? null : Math.max(total - paid, 0);
}

/** The same rules the API applies, checked before sending; `paidBefore` can only go up (it is invoiced). */
export function validateDues(
  values: DuesFormValues,
  paidBefore: number,
): FieldErrors<DuesFormValues> {
  const errors: FieldErrors<DuesFormValues> = {};
  if (!isPhone(values.phone.trim())) errors.phone = PHONE_RULE.message;
  if (!values.plan) errors.plan = 'Please choose a plan';
  const total = wholeRupees(values.total);
  const paid = wholeRupees(values.paid);
  if (total === null) errors.total = moneyMessage('Total');
  if (paid === null) errors.paid = moneyMessage('Paid');
  else if (paid < paidBefore)
    errors.paid = `Paid cannot be lowered below ${paidBefore}: that much has already been received and invoiced.`;
  else if (total !== null && paid > total) errors.paid = 'Paid amount cannot be more than the fee';
  if (values.pause && values.rejoin && values.rejoin < values.pause)
    errors.rejoin = 'Rejoin date cannot be before the pause date';
  return errors;
}

export const toDuesBody = (
  values: DuesFormValues,
  method: PaymentMethod,
  sharesPhone: boolean,
): DuesUpdateBody => ({
  phone: values.phone.trim(),
  shares_phone: sharesPhone,
  plan: Number(values.plan),
  total_fee: Number(values.total),
  paid_amount: Number(values.paid),
  leave_date: values.pause || null,
  rejoin_date: values.rejoin || null,
  method,
});
