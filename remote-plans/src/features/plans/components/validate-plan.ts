import { moneyMessage, rupeesFromText, type FieldErrors, type PlanInput } from '@spotter/shared';

/** What the plan form holds: the inputs' own strings. */
export interface PlanFormValues {
  name: string;
  duration_days: string;
  price: string;
  description: string;
}

export type PlanFormErrors = FieldErrors<PlanFormValues>;

export const emptyPlanValues: PlanFormValues = {
  name: '',
  duration_days: '',
  price: '',
  description: '',
};

/** docs/product.md §5: name and duration required, price optional (whole rupees). Returns the payload only when valid. */
export function validatePlan(values: PlanFormValues): {
  errors: PlanFormErrors;
  input: PlanInput | null;
} {
  const errors: PlanFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Plan name is required';

  const durationText = values.duration_days.trim();
  const duration = Number(durationText);
  if (!durationText) errors.duration_days = 'Duration is required';
  else if (!Number.isFinite(duration) || duration < 1)
    errors.duration_days = 'Duration must be at least 1 day';
  else if (!Number.isInteger(duration))
    errors.duration_days = 'Duration must be a whole number of days';

  const priceText = values.price.trim();
  const price = priceText === '' ? null : rupeesFromText(priceText);
  if (priceText !== '' && price === null) errors.price = moneyMessage('Price');

  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name,
      duration_days: duration,
      price,
      description: values.description.trim(),
    },
  };
}
