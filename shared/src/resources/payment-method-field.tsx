import { SelectField, type PaymentMethod, type SelectOption } from '@spotter/shared';

/** How money was received (docs/product/billing.md §20); cash is the default everywhere. */
export const PAYMENT_METHOD_OPTIONS: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'upi', label: 'UPI' },
  { value: 'card', label: 'Card' },
  { value: 'bank', label: 'Bank transfer' },
];

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  PAYMENT_METHOD_OPTIONS.some((option) => option.value === value);

export function PaymentMethodField({
  value,
  onChange,
  label = 'Payment method',
}: {
  /** The chosen method (a form's text value is a string too). */
  value: PaymentMethod | (string & {});
  onChange: (method: PaymentMethod) => void;
  label?: string;
}) {
  const options: SelectOption[] = PAYMENT_METHOD_OPTIONS;
  return (
    <SelectField
      label={label}
      value={value}
      options={options}
      onChange={(next) => isPaymentMethod(next) && onChange(next)}
    />
  );
}
