import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeAdmin,
  fakeApi,
  fakeRole,
  memberPlans,
  sampleMember,
  sampleStaff,
} from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));

const members = [
  sampleMember(3, { name: 'Ravi Iyer', phone: '9876500003' }),
  sampleMember(7, { name: 'Meera Iyer', phone: '9876500007' }),
  sampleMember(8, { name: 'Asha Rao', phone: '9876500008' }),
];
const staff = [sampleStaff({ id: 4, user: 'Ravi Kumar', trainer_or_staff: 'Staff' })];
const plans = [...memberPlans, { id: 5, name: 'Ravi Special', duration_days: 45, price: 900 }];

const box = () => screen.findByRole('combobox', { name: 'Search' });
const path = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

async function open(keyword: string, role: Parameters<typeof fakeRole>[0] = 'Owner') {
  fakeApi({ members, staff, plans, auth: fakeAdmin(fakeRole(role)) });
  const view = renderApp('/dashboard');
  const input = await box();
  expect(input).toHaveAttribute('placeholder', 'Search any keywords');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(input, keyword);
  return { ...view, input };
}

test('typing lists matching members, trainers/staff and plans, grouped by kind', async () => {
  const { input } = await open('ravi');
  const listbox = await screen.findByRole('listbox', { name: 'Search results' });
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveAttribute('aria-controls', listbox.id);
  const group = (name: string) =>
    within(within(listbox).getByRole('group', { name }))
      .getAllByRole('option')
      .map((o) => o.textContent);
  expect(group('Members')).toEqual(['Ravi Iyer9876500003']);
  expect(group('Trainers & Staffs')).toEqual(['Ravi KumarStaff']);
  expect(group('Plans')).toEqual(['Ravi Special45 days']);
});

test('arrow keys move the active option, Enter opens it and empties the box', async () => {
  const { input, router } = await open('iyer');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Meera Iyer9876500007',
    'Ravi Iyer9876500003',
  ]);
  expect(input.getAttribute('aria-activedescendant') ?? '').toBe('');
  await userEvent.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(path(router)).toBe('/users/3/edit'));
  expect(input).toHaveValue('');
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('each kind opens its own screen when clicked', async () => {
  const { router } = await open('ravi');
  await userEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
  await waitFor(() => expect(path(router)).toBe('/staff/4'));
  await userEvent.type(await box(), 'special');
  await userEvent.click(await screen.findByRole('option', { name: /Ravi Special/ }));
  await waitFor(() => expect(path(router)).toBe('/plans/5/edit'));
});

test('for a Trainer, who may not edit, a member or a plan opens its list showing it', async () => {
  const { router } = await open('ravi', 'Trainer');
  await userEvent.click(await screen.findByRole('option', { name: /Ravi Iyer/ }));
  await waitFor(() => expect(path(router)).toBe('/users?q=Ravi+Iyer'));
  await userEvent.type(await box(), 'special');
  await userEvent.click(await screen.findByRole('option', { name: /Ravi Special/ }));
  await waitFor(() => expect(path(router)).toBe('/plans?q=Ravi+Special'));
});

test('Enter with no active option opens the members list filtered by the keyword', async () => {
  const { router } = await open('meera iy');
  await screen.findByRole('option', { name: /Meera Iyer/ });
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(path(router)).toBe('/users?q=meera+iy'));
});

test('Enter works before any answer, and with nothing found', async () => {
  const { router } = await open('nobody');
  expect(await screen.findByRole('status')).toHaveTextContent(
    'No matches. Press Enter to search the members list.',
  );
  expect(screen.queryByRole('option')).toBeNull();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(path(router)).toBe('/users?q=nobody'));
});

test('Escape closes the list, and a second Escape clears the box', async () => {
  const { input, router } = await open('iyer');
  await screen.findAllByRole('option');
  await userEvent.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).toBeNull();
  expect(input).toHaveValue('iyer');
  await userEvent.keyboard('{ArrowDown}');
  expect(await screen.findAllByRole('option')).toHaveLength(2);
  await userEvent.keyboard('{Escape}{Escape}');
  expect(input).toHaveValue('');
  expect(path(router)).toBe('/dashboard');
});

test('asks the API once the typing pauses, with the keyword as typed', async () => {
  const api = fakeApi({ members, staff, plans });
  renderApp('/dashboard');
  await userEvent.type(await box(), 'Meera Iyer');
  // Waited for, not read once the first option shows: on a busy machine a pause after "Meera"
  // outlasts the debounce, and that search's answer already lists Meera Iyer.
  await waitFor(() =>
    expect(api.calls.filter((c) => c.path.startsWith(paths.search.find)).at(-1)).toEqual({
      method: 'GET',
      path: `${paths.search.find}?q=Meera%20Iyer`,
      body: undefined,
    }),
  );
  expect(await screen.findByRole('option', { name: /Meera Iyer/ })).toBeInTheDocument();
});
