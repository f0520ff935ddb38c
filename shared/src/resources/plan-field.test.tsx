import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@spotter/api/paths';
import { fakeApi, memberPlans } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render';
import type { Plan } from '../core/types';
import { PlanField, type PlanFieldProps } from './plan-field';

type Picked = [string, Plan | undefined];

function Picker({
  initial = '',
  picked = [],
  ...props
}: Partial<PlanFieldProps> & {
  initial?: string;
  picked?: Picked[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <PlanField
      label="Plan"
      {...props}
      value={value}
      onChange={(id, plan) => {
        picked.push([id, plan]);
        setValue(id);
      }}
    />
  );
}

/** The plans answer only once `release` is called: what the field shows while they load. */
function slowPlans() {
  let release: () => void = () => {};
  const gate = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  fakeApi({ plans: memberPlans }, (_method, path) =>
    path.startsWith(paths.plans.list) ? gate : undefined,
  );
  return () => release();
}

const texts = () =>
  within(screen.getByLabelText('Plan'))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("offers each plan as '{name} ({days} days)' after a prompt, and gives the id and plan chosen", async () => {
  const release = slowPlans();
  const picked: Picked[] = [];
  renderWithProviders(<Picker prompt="Select a plan" picked={picked} />);
  expect(texts()).toEqual(['Loading plans...']);
  release();
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  expect(texts()).toEqual(['Select a plan', 'Gold (90 days)', 'Trial (7 days)']);
  await userEvent.selectOptions(screen.getByLabelText('Plan'), 'Trial (7 days)');
  expect(screen.getByLabelText('Plan')).toHaveValue('2');
  expect(picked).toEqual([['2', expect.objectContaining({ id: 2, name: 'Trial', price: null })]]);
});

test('a plan no longer offered is kept: loading, then Plan #id, or the name it is known by', async () => {
  const release = slowPlans();
  const { unmount } = renderWithProviders(<Picker initial="9" none="No plan" />);
  expect(texts()).toEqual(['No plan', 'Loading plans...']);
  expect(screen.getByLabelText('Plan')).toHaveValue('9');
  release();
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  expect(texts()).toEqual(['No plan', 'Gold (90 days)', 'Trial (7 days)', 'Plan #9']);
  unmount();

  renderWithProviders(<Picker initial="9" currentLabel="Platinum" />);
  expect(texts()).toEqual(['Platinum']);
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  expect(texts()).toEqual(['Gold (90 days)', 'Trial (7 days)', 'Platinum']);
  expect(screen.getByLabelText('Plan')).toHaveValue('9');
});

test('a failed load says so, and Retry asks again', async () => {
  let fail = true;
  fakeApi({ plans: memberPlans }, (_method, path) =>
    fail && path.startsWith(paths.plans.list) ? { status: 500 } : undefined,
  );
  renderWithProviders(<Picker initial="1" error="Please choose a plan" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load plans.');
  expect(texts()).toEqual(['Plan #1']);
  expect(screen.getByLabelText('Plan')).toHaveAccessibleDescription('Please choose a plan');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('Plan')).toHaveValue('1');
});
