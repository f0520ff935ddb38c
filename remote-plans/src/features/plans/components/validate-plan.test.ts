import { emptyPlanValues, validatePlan } from './validate-plan';

test('name and duration are required, price is optional', () => {
  expect(validatePlan(emptyPlanValues)).toEqual({
    errors: { name: 'Plan name is required', duration_days: 'Duration is required' },
    input: null,
  });
  expect(validatePlan({ name: ' Gold ', duration_days: '30', price: '', description: '' })).toEqual(
    {
      errors: {},
      input: { name: 'Gold', duration_days: 30, price: null, description: '' },
    },
  );
});

test('duration must be a positive whole number and price not negative', () => {
  const base = { name: 'Gold', price: '', description: '' };
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
