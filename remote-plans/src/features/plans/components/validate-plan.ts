import {
  moneyMessage,
  rupeesFromText,
  type Branch,
  type BranchPrice,
  type FieldErrors,
  type Plan,
  type PlanClasses,
  type PlanInput,
} from '@spotter/shared';

/** The field of a branch's own price (docs/product/branches.md §26): `branch_price_{id}`. */
export type BranchPriceField = `branch_price_${number}`;
export const branchPriceField = (branchId: number): BranchPriceField => `branch_price_${branchId}`;

/**
 * What the plan form holds: the inputs' own strings, a branch's price under its own field, the
 * plan's classes (`all`, `chosen`, `none`) and the chosen class types' ids, comma-separated.
 */
export type PlanFormValues = {
  name: string;
  duration_days: string;
  price: string;
  description: string;
  classes: string;
  class_type_ids: string;
} & { [field: BranchPriceField]: string };

export type PlanFormErrors = FieldErrors<PlanFormValues>;

export const emptyPlanValues: PlanFormValues = {
  name: '',
  duration_days: '',
  price: '',
  description: '',
  classes: 'all',
  class_type_ids: '',
};

/** The Classes field's choices (docs/product/classes.md, "Who may book"), as the form names them. */
export const PLAN_CLASSES_CHOICES: Record<PlanClasses, string> = {
  all: 'All classes',
  chosen: 'Chosen class types',
  none: 'No classes',
};

/** The form's refusal of Chosen class types with none ticked. */
export const NO_TYPE_CHOSEN = 'Choose at least one class type';

/** The chosen class types' ids the form holds ('3,5'), as numbers. */
export const classTypeIdsOf = (value: string) =>
  value
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** A plan's classes as the form's fields. */
export const planClassesValues = (plan: Pick<Plan, 'classes' | 'class_type_ids'>) => ({
  classes: plan.classes,
  class_type_ids: (plan.class_type_ids ?? []).join(','),
});

/**
 * docs/product/screens.md §5: name and duration required, price optional (whole rupees); with `branches`
 * to price (two or more, §26), each one's price optional alike, an empty one charging the plan's;
 * with `withClasses` (the form shows Classes), Chosen class types needs one at least.
 * Returns the payload only when valid; it names branch prices only when the form asked for them,
 * and the classes only when it showed them (left out, the API keeps the plan's).
 */
export function validatePlan(
  values: PlanFormValues,
  branches: readonly Branch[] | null = null,
  withClasses = false,
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

  const classes = (values.classes || 'all') as PlanClasses;
  const class_type_ids = classTypeIdsOf(values.class_type_ids);
  if (withClasses && classes === 'chosen' && class_type_ids.length === 0)
    errors.class_type_ids = NO_TYPE_CHOSEN;

  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name,
      duration_days: duration,
      price,
      description: values.description.trim(),
      ...(branches ? { branch_prices } : {}),
      ...(withClasses ? { classes, ...(classes === 'chosen' ? { class_type_ids } : {}) } : {}),
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
