import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdmin, fakeApi, fakeRole, memberPlans, renderRoutes } from '@spotter/shared/testing';
import { formatDate, paths, pathTo } from '@spotter/shared';
import { routes } from '../../../routes';
import { inDays, members } from './attendance-test-data';

const standing = () => screen.getByRole('group', { name: 'Standing' });
const checkIn = () => screen.getByRole('button', { name: 'Check in' });

/** Types `text` in the Member box and picks `name` with the mouse. */
async function pick(text: string, name: string) {
  await userEvent.type(screen.getByRole('combobox', { name: 'Member' }), text);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  return standing();
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('an expired member is renewed at the check-in panel with the Renew dialog of Expired, then shows as Active and is checked in right there', async () => {
  const api = fakeApi({ members, plans: memberPlans });
  renderRoutes(routes, '/attendance');
  await screen.findByText('No check-ins on this day.');
  const group = await pick('larry', 'Late Larry');
  expect(within(group).getByRole('alert')).toHaveTextContent(
    `Late Larry's membership expired on ${formatDate(inDays(-2))}. Renew it before checking in.`,
  );
  expect(checkIn()).toBeDisabled();

  await userEvent.click(within(group).getByRole('button', { name: 'Renew' }));
  const dialog = await screen.findByRole('dialog', { name: 'Renew Late Larry' });
  expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue(
    'Gold (90 days)',
  );
  await waitFor(() =>
    expect(within(dialog).getByRole('spinbutton', { name: 'Fee' })).toHaveValue(4500),
  );
  expect(dialog).toHaveTextContent('To collect ₹4,500');
  const paid = within(dialog).getByRole('spinbutton', { name: 'Paid' });
  expect(paid).toHaveValue(4500);
  // The same validation as on Expired.
  await userEvent.clear(paid);
  await userEvent.type(paid, '5000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
  expect(within(dialog).getByText('Paid amount cannot be more than the fee')).toBeInTheDocument();
  await userEvent.clear(paid);
  await userEvent.type(paid, '4000');
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Payment method' }),
    'UPI',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));

  expect(
    await screen.findByText(
      `Late Larry renewed until ${formatDate(inDays(90))}. Invoice: INV-00101`,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(within(standing()).queryByRole('alert')).toBeNull());
  expect(standing()).toHaveTextContent('Active');
  expect(standing()).toHaveTextContent('owes ₹500');
  expect(within(standing()).queryByRole('button', { name: 'Renew' })).toBeNull();
  // Check in is the next key to press.
  await waitFor(() => expect(checkIn()).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Late Larry checked in.')).toBeInTheDocument();

  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.renewals.renew, { id: 3 }),
      body: { plan: 1, fee: 4500, paid: 4000, method: 'upi' },
    },
    { method: 'POST', path: paths.attendance.checkIn, body: { member_id: 3 } },
  ]);
});

test('Cancel leaves the expired member refused, and nothing is sent', async () => {
  const api = fakeApi({ members, plans: memberPlans });
  renderRoutes(routes, '/attendance');
  const group = await pick('larry', 'Late Larry');
  await userEvent.click(within(group).getByRole('button', { name: 'Renew' }));
  const dialog = await screen.findByRole('dialog', { name: 'Renew Late Larry' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(standing()).getByRole('alert')).toHaveTextContent('Renew it before checking in.');
  expect(checkIn()).toBeDisabled();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('no Renew for a member whose membership runs, nor for an account that may not renew (a Trainer)', async () => {
  fakeApi({ members, plans: memberPlans });
  const view = renderRoutes(routes, '/attendance');
  const ravi = await pick('ravi', 'Ravi Rao');
  expect(ravi).toHaveTextContent('Ravi Rao');
  expect(within(ravi).queryByRole('button', { name: 'Renew' })).toBeNull();
  view.unmount();

  fakeApi({ auth: fakeAdmin(fakeRole('Trainer')), members, plans: memberPlans });
  renderRoutes(routes, '/attendance');
  const larry = await pick('larry', 'Late Larry');
  expect(within(larry).getByRole('alert')).toHaveTextContent('Renew it before checking in.');
  expect(within(larry).queryByRole('button', { name: 'Renew' })).toBeNull();
});
