// The kit by its package name: this is part of the dialogs' own entry (dialogs/index.ts).
import { formatRupees, rupeesFromText, type PaymentMethod, type Validated } from '@spotter/shared';

/** Who pays: enough to name them and to offer their whole due. */
export interface Payer {
  id: number;
  name: string;
  /** What they owe now; left out for an account that may not see money. */
  due_amount?: number | null;
}

export interface PaymentValues {
  amount: string;
  method: PaymentMethod;
}

export const initialPayment = (payer: Payer): PaymentValues => ({
  amount: String(payer.due_amount ?? ''),
  method: 'cash',
});

/** The API's rule, checked before sending: whole rupees, more than 0, at most the due. */
export function validatePayment(
  values: PaymentValues,
  due: number,
): Validated<PaymentValues, { amount: number; method: PaymentMethod }> {
  const amount = rupeesFromText(values.amount.trim());
  const error =
    amount === null
      ? 'Amount received must be a whole number of rupees'
      : amount === 0
        ? 'Amount received must be more than 0'
        : amount > due
          ? `Amount received cannot be more than the ${formatRupees(due)} due`
          : undefined;
  return {
    errors: { amount: error },
    input: error || amount === null ? null : { amount, method: values.method },
  };
}
