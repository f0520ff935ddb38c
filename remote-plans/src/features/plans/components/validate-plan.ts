import {
  moneyMessage,
  rupeesFromText,
  type Branch,
  type BranchPrice,
  type FieldErrors,
  type PlanInput,
} from '@spotter/shared';

/** The field of a branch's own price (docs/product/branches.md §26): `branch_price_{id}`. */
export type BranchPriceField = `branch_price_${number}`;
export const branchPriceField = (branchId: number): BranchPriceField => `branch_price_${branchId}`;

/** What the plan form holds: the inputs' own strings, a branch's price under its own field. */
export type PlanFormValues = {
  name: string;
  duration_days: string;
  price: string;
  description: string;
} & { [field: BranchPriceField]: string };

export type PlanFormErrors = FieldErrors<PlanFormValues>;

export const emptyPlanValues: PlanFormValues = {
  name: '',
  duration_days: '',
  price: '',
  description: '',
};

/**
 * docs/product/screens.md §5: name and duration required, price optional (whole rupees); with `branches`
 * to price (two or more, §26), each one's price optional alike, an empty one charging the plan's.
 * Returns the payload only when valid; it names branch prices only when the form asked for them.
 */
export function validatePlan(
  values: PlanFormValues,
  branches: readonly Branch[] | null = null,
): {
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

  const branch_prices: BranchPrice[] = [];
  for (const branch of branches ?? []) {
    const field = branchPriceField(branch.id);
    const text = (values[field] ?? '').trim();
    if (text === '') continue;
    const own = rupeesFromText(text);
    if (own === null) errors[field] = moneyMessage(`Price at ${branch.name}`);
    else branch_prices.push({ branch_id: branch.id, price: own });
  }

  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name,
      duration_days: duration,
      price,
      description: values.description.trim(),
      ...(branches ? { branch_prices } : {}),
    },
  };
}

/** A plan's own prices as the form's fields: each branch's, '' where it charges the plan's. */
export const branchPriceValues = (plan: Pick<PlanInput, 'branch_prices'>) =>
  Object.fromEntries(
    (plan.branch_prices ?? []).map(({ branch_id, price }) => [
      branchPriceField(branch_id),
      String(price),
    ]),
  );
