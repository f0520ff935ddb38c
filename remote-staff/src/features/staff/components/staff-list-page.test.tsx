import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeAdmin,
  fakeResources,
  fakeRole,
  renderRoutes,
  sampleStaff,
  type Answer,
  type FakeAuth,
} from '@spotter/shared/testing';
import type { Staff } from '@spotter/shared';
import { routes } from '../../../routes';
import { staffResource } from '../api/staff-resource';
import { PLACEHOLDER_PICTURE } from './placeholder-picture';

/**
 * The trainers' cards depend on no rule of the API: the generic fake holds the staff, answering
 * the list (`{ status, data }`) and one (`{ status, data }`, for the profile View Profile opens).
 */
const fakeStaffApi = (staff: Staff[], override?: Answer, auth?: FakeAuth) =>
  fakeResources(
    [{ resource: staffResource, rows: staff, one: (data) => ({ status: 'success', data }) }],
    { override, auth },
  );
const renderSection = (url: string) => renderRoutes(routes, url);

const card = (name: string) => screen.getByRole('article', { name });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows each trainer as a card with picture, name, role and View Profile', async () => {
  fakeStaffApi([
    sampleStaff(),
    sampleStaff({ id: 2, user: 'Asha Rao', trainer_or_staff: 'Staff', profile_picture: null }),
  ]);
  renderSection('/view/staffs');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Trainers & Staffs Lists' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();

  const ravi = await screen.findByRole('article', { name: 'Ravi Kumar' });
  expect(within(ravi).getByRole('img', { name: 'Picture of Ravi Kumar' })).toHaveAttribute(
    'src',
    '/api/members/trainer_staff_picture/1?v=abc',
  );
  expect(within(ravi).getByText('Trainer')).toBeInTheDocument();
  expect(within(ravi).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    '/staff/1',
  );

  const asha = card('Asha Rao');
  expect(within(asha).getByText('Staff')).toBeInTheDocument();
  expect(within(asha).getByRole('img', { name: 'Picture of Asha Rao' })).toHaveAttribute(
    'src',
    PLACEHOLDER_PICTURE,
  );
  expect(screen.getByRole('link', { name: 'Add Trainer / Staffs' })).toHaveAttribute(
    'href',
    '/add/staffs',
  );
});

test('the placeholder is an inline SVG image', () => {
  expect(PLACEHOLDER_PICTURE).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(decodeURIComponent(PLACEHOLDER_PICTURE)).not.toMatch(/undefined/);
});

test('a missing role reads Trainer', async () => {
  fakeStaffApi([{ ...sampleStaff(), trainer_or_staff: '' as never }]);
  renderSection('/view/staffs');
  expect(
    within(await screen.findByRole('article', { name: 'Ravi Kumar' })).getByText('Trainer'),
  ).toBeInTheDocument();
});

test('a picture that fails to load falls back to the placeholder', async () => {
  fakeStaffApi([sampleStaff()]);
  renderSection('/view/staffs');
  const img = within(await screen.findByRole('article', { name: 'Ravi Kumar' })).getByRole('img');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', PLACEHOLDER_PICTURE);
});

test('View Profile opens the profile', async () => {
  fakeStaffApi([sampleStaff()]);
  renderSection('/view/staffs');
  await userEvent.click(
    within(await screen.findByRole('article', { name: 'Ravi Kumar' })).getByRole('link', {
      name: 'View Profile',
    }),
  );
  expect(location()).toBe('/staff/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
});

test('no trainers yet', async () => {
  fakeStaffApi([]);
  renderSection('/view/staffs');
  expect(await screen.findByText('No trainers or staff yet.')).toBeInTheDocument();
});

test('a failed load says so and Retry loads again', async () => {
  let fail = true;
  fakeStaffApi([sampleStaff()], () =>
    fail ? { status: 500, body: { status: 'failed', message: 'down' } } : undefined,
  );
  renderSection('/view/staffs');
  expect(await screen.findByText('Could not load trainers and staff.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByText('Could not load trainers and staff.')).toBeNull());
  expect(card('Ravi Kumar')).toBeInTheDocument();
});

test('unknown staff URLs show the not-found page', () => {
  fakeStaffApi([]);
  renderSection('/view/staffs/nope');
  expect(screen.getByText('404 not found!!!!')).toBeInTheDocument();
});

test('a role that may only see trainers gets the cards without Add Trainer / Staffs', async () => {
  fakeStaffApi([sampleStaff()], undefined, fakeAdmin(fakeRole('Trainer')));
  renderSection('/view/staffs');
  const ravi = await screen.findByRole('article', { name: 'Ravi Kumar' });
  expect(within(ravi).getByRole('link', { name: 'View Profile' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add Trainer / Staffs' })).toBeNull();
});
