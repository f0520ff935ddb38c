import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeAdmin,
  fakeApi,
  fakeRole,
  fillForm,
  memberPlans,
  renderRoutes,
  sampleDeleted,
  sampleMember,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const PHONE = '9876500007';
const OFFER =
  'A deleted member, Priya Patel, has this phone number. Restore them from Deleted items.';
const priya = () =>
  sampleDeleted(3, 'members', 'Priya Patel', 2, {
    item_id: 7,
    phone: PHONE,
    record: sampleMember(7, { name: 'Priya Patel', phone: PHONE }),
  });
const location = () => screen.getByTestId('location').textContent;

async function addWithTheirPhone() {
  await fillForm({ Name: 'Asha Rao', Phone: PHONE });
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Membership Plan'), 'Gold (90 days)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a phone a deleted member holds: the form says so and offers them back; Restore brings them back and opens them', async () => {
  const api = fakeApi({ plans: memberPlans, deleted: [priya()] });
  renderRoutes(routes, '/users/add');
  await addWithTheirPhone();
  const offer = await screen.findByRole('alert');
  expect(offer).toHaveTextContent(OFFER);
  // The message is said once, in the form, not in a toast as well.
  expect(screen.getAllByText(OFFER)).toHaveLength(1);
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  expect(api.db.members).toEqual([]);

  await userEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Priya Patel restored.');
  await waitFor(() => expect(location()).toBe('/users/7/edit'));
  expect(await screen.findByLabelText('Name')).toHaveValue('Priya Patel');
  expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    paths.members.add,
    pathTo(paths.deleted.restore, { id: 3 }),
  ]);
});

test('an account that may not restore is told the same, without the offer', async () => {
  fakeApi({ auth: fakeAdmin(fakeRole('Front desk')), plans: memberPlans, deleted: [priya()] });
  renderRoutes(routes, '/users/add');
  await addWithTheirPhone();
  expect(await screen.findByRole('alert')).toHaveTextContent(OFFER);
  expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  expect(location()).toBe('/users/add');
});
