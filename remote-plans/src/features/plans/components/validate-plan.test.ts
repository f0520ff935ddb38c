import { emptyPlanValues, validatePlan } from './validate-plan';

test('name and duration are required, price is optional', () => {
  expect(validatePlan(emptyPlanValues)).toEqual({
    errors: { name: 'Plan name is required', duration_days: 'Duration is required' },
    input: null,
  });
  expect(validatePlan({ ...emptyPlanValues, name: ' Gold ', duration_days: '30' })).toEqual({
    errors: {},
    input: { name: 'Gold', duration_days: 30, price: null, description: '' },
  });
});

test('duration must be a positive whole number and price not negative', () => {
  const base = { ...emptyPlanValues, name: 'Gold' };
  expect(validatePlan({ ...base, duration_days: '0' }).errors.duration_days).toBe(
    'Duration must be at least 1 day',
  );
  expect(validatePlan({ ...base, duration_days: '-3' }).errors.duration_days).toBe(
    'Duration must be at least 1 day',
  );
  expect(validatePlan({ ...base, duration_days: '1.5' }).errors.duration_days).toBe(
    'Duration must be a whole number of days',
  );
  expect(validatePlan({ ...base, duration_days: '30', price: '-1' }).errors.price).toBe(
    'Price must be a whole number of rupees from 0 to 10000000',
  );
  expect(validatePlan({ ...base, duration_days: '30', price: '1200' }).input?.price).toBe(1200);
});

test('sends the classes only when the form shows them; Chosen needs a class type', () => {
  const gold = { ...emptyPlanValues, name: 'Gold', duration_days: '30' };
  expect(validatePlan({ ...gold, classes: 'none' }).input).not.toHaveProperty('classes');
  expect(validatePlan({ ...gold, classes: 'none' }, null, true).input).toMatchObject({
    classes: 'none',
  });
  expect(validatePlan({ ...gold, classes: 'chosen' }, null, true)).toEqual({
    errors: { class_type_ids: 'Choose at least one class type' },
    input: null,
  });
  const chosen = validatePlan({ ...gold, classes: 'chosen', class_type_ids: '2,5' }, null, true);
  expect(chosen.input).toMatchObject({ classes: 'chosen', class_type_ids: [2, 5] });
  // The types of an earlier choice are not sent with another.
  expect(
    validatePlan({ ...gold, classes: 'all', class_type_ids: '2' }, null, true).input,
  ).not.toHaveProperty('class_type_ids');
});
