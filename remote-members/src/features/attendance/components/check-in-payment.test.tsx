import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdmin, fakeApi, fakeRole, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { members } from './attendance-test-data';
import { paths, pathTo } from '@spotter/shared';

const standing = () => screen.getByRole('group', { name: 'Standing' });

/** Types `text` in the Member box and picks `name` with the mouse. */
async function pick(text: string, name: string) {
  await userEvent.type(screen.getByRole('combobox', { name: 'Member' }), text);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  return standing();
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a member who owes pays at the check-in panel: the toast names the amount and the invoice, the standing owes no more, and check-in is still offered', async () => {
  const api = fakeApi({ members });
  renderRoutes(routes, '/attendance');
  await screen.findByText('No check-ins on this day.');
  const group = await pick('asha', 'Asha Verma');
  expect(group).toHaveTextContent('owes ₹500');
  await userEvent.click(within(group).getByRole('button', { name: 'Take payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take payment from Asha Verma' });
  expect(within(dialog).getByRole('spinbutton', { name: 'Amount received' })).toHaveValue(500);
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Payment method' }),
    'Card',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '₹500 received from Asha Verma. Invoice INV-00101.',
  );
  await waitFor(() => expect(standing()).not.toHaveTextContent('owes'));
  expect(standing()).toHaveTextContent('Asha Verma');
  expect(within(standing()).queryByRole('button', { name: 'Take payment' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.dues.recordPayment, { id: 1 }),
      body: { amount: 500, method: 'card' },
    },
  ]);
});

test('no Take payment for a member who owes nothing, nor for a Trainer', async () => {
  fakeApi({ members });
  const view = renderRoutes(routes, '/attendance');
  const ravi = await pick('ravi', 'Ravi Rao');
  expect(ravi).toHaveTextContent('Ravi Rao');
  expect(within(ravi).queryByRole('button', { name: 'Take payment' })).toBeNull();
  view.unmount();

  fakeApi({ auth: fakeAdmin(fakeRole('Trainer')), members });
  renderRoutes(routes, '/attendance');
  const asha = await pick('asha', 'Asha Verma');
  expect(asha).toHaveTextContent('Asha Verma');
  expect(within(asha).queryByRole('button', { name: 'Take payment' })).toBeNull();
});
