import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  fakeAdmin,
  fakeResources,
  fakeRole,
  numberedPlans as samplePlans,
  renderRoutes,
  type Answer,
  type FakeAuth,
  type FakePlan,
} from '@spotter/shared/testing';
import { plansResource, type Plan } from '@spotter/shared';
import { routes } from '../../../routes';
import { paths, pathTo, SEARCH_DEBOUNCE_MS } from '@spotter/shared';

/**
 * The plans list depends on no rule of the API: the generic fake holds the plans, answering the
 * list as the API does (its plain `{ status, plans }`, or a page searched in name, description
 * and price).
 */
const fakePlansApi = (plans: FakePlan[], override?: Answer, auth?: FakeAuth) =>
  fakeResources(
    [
      {
        resource: plansResource,
        rows: plans.map((plan): Plan => ({ description: '', classes: 'all', ...plan })),
        plain: (rows) => ({ status: 'success', plans: rows }),
        searched: (plan: Plan) => [plan.name, plan.description, plan.price],
      },
    ],
    { override, auth },
  );
const renderSection = (url: string) => renderRoutes(routes, url);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists plans with price, duration and an Add Plan link, 5 per page', async () => {
  fakePlansApi([
    { id: 1, name: 'Gold', duration_days: 30, price: 1200, description: '' },
    { id: 2, name: 'Trial', duration_days: 1, price: null, description: '' },
  ]);
  renderSection('/plans');
  expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Plan' })).toHaveAttribute('href', '/plans/add');
  const gold = (await screen.findByRole('cell', { name: 'Gold' })).closest('tr')!;
  expect(within(gold).getByText('₹1,200')).toBeInTheDocument();
  expect(within(gold).getByText('30 days')).toBeInTheDocument();
  const trial = screen.getByRole('cell', { name: 'Trial' }).closest('tr')!;
  expect(within(trial).getByText('N/A')).toBeInTheDocument();
  expect(within(trial).getByText('1 day')).toBeInTheDocument();
});

test('a role that may only see plans gets the list without Add Plan or a row menu', async () => {
  fakePlansApi(samplePlans(2), undefined, fakeAdmin(fakeRole('Front desk')));
  renderSection('/plans');
  expect(await screen.findByRole('cell', { name: 'Plan 01' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['Name', 'Price', 'Duration']);
  expect(screen.queryByRole('link', { name: 'Add Plan' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
});

test('pages 5 at a time, and 10 or 25 on request, keeping the page in the URL', async () => {
  fakePlansApi(samplePlans(12));
  renderSection('/plans');
  await screen.findByText('Plan 01');
  expect(bodyRows()).toHaveLength(5);
  expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Plan 06')).toBeInTheDocument();
  expect(location()).toBe('/plans?page=2');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(bodyRows()).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '10');
  expect(bodyRows()).toHaveLength(10);
  expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
  expect(bodyRows()).toHaveLength(12);
});

test('search matches name, description or price and goes back to page 1', async () => {
  fakePlansApi([
    ...samplePlans(6),
    { id: 50, name: 'Swim', duration_days: 90, price: 4500, description: 'Swimming POOL access' },
  ]);
  renderSection('/plans?page=2');
  await screen.findByText('Plan 06');
  const search = screen.getByRole('searchbox', { name: 'Search plans' });
  // The server searches, once typing pauses: results arrive a moment later.
  await userEvent.type(search, 'pool');
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(screen.getByText('Swim')).toBeInTheDocument();
  expect(location()).toBe('/plans?q=pool');
  await userEvent.clear(search);
  await userEvent.type(search, '1003');
  expect(await screen.findByText('Plan 04')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(1);
  await userEvent.clear(search);
  await userEvent.type(search, 'nothing like this');
  expect(await screen.findByText('No plans match your search.')).toBeInTheDocument();
});

test('the search in the URL is applied on load', async () => {
  fakePlansApi(samplePlans(3));
  renderSection('/plans?q=plan%2002');
  expect(await screen.findByText('Plan 02')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(1);
  expect(screen.getByRole('searchbox', { name: 'Search plans' })).toHaveValue('plan 02');
});

test('a search cleared while the list loads stays cleared, in the box and the URL', async () => {
  let release: () => void = () => {};
  const gate = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  fakePlansApi(
    [...samplePlans(3), { id: 9, name: 'Swim', duration_days: 90, price: 4500, description: '' }],
    () => gate,
  );
  renderSection('/plans?q=4500');
  const search = screen.getByRole('searchbox', { name: 'Search plans' });
  expect(search).toHaveValue('4500');
  await userEvent.clear(search);
  await waitFor(() => expect(location()).toBe('/plans'));
  release();
  expect(await screen.findByText('Plan 01')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(4);
  expect(search).toHaveValue('');
  expect(location()).toBe('/plans');
});

test('text typed while the list loads and an earlier search reaches the URL is never lost', async () => {
  jest.useFakeTimers();
  try {
    fakePlansApi(samplePlans(3), () => new Promise(() => {}));
    renderSection('/plans?q=4500');
    const search = screen.getByRole('searchbox', { name: 'Search plans' });
    fireEvent.change(search, { target: { value: '' } });
    act(() => {
      // The cleared search is handed on; before the URL has caught up, the admin types again.
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      fireEvent.change(search, { target: { value: 'g' } });
    });
    expect(search).toHaveValue('g');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search).toHaveValue('g');
    expect(location()).toBe('/plans?q=g');
  } finally {
    jest.useRealTimers();
  }
});

async function openDelete(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  return screen.getByRole('dialog');
}

test('delete asks first; Cancel keeps the row', async () => {
  const api = fakePlansApi(samplePlans(2));
  renderSection('/plans');
  const dialog = await openDelete('Plan 01');
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this plan?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText('Plan 01')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
});

test('confirmed delete removes the row and says so', async () => {
  const api = fakePlansApi(samplePlans(2));
  renderSection('/plans');
  const dialog = await openDelete('Plan 01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(screen.queryByText('Plan 01')).toBeNull();
  expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully!');
  expect(api.calls).toContainEqual({
    method: 'DELETE',
    path: pathTo(paths.plans.delete, { id: 1 }),
    body: undefined,
  });
  await waitFor(() =>
    expect(api.calls.filter((c) => c.path.startsWith(paths.plans.list))).toHaveLength(2),
  );
  expect(screen.queryByText('Plan 01')).toBeNull();
  expect(screen.getByText('Plan 02')).toBeInTheDocument();
});

test('a failed delete keeps the row and says Delete failed!', async () => {
  fakePlansApi(samplePlans(2), (method) =>
    method === 'DELETE' ? { status: 500, body: { status: 'failed', message: 'boom' } } : undefined,
  );
  renderSection('/plans');
  const dialog = await openDelete('Plan 01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed!');
  expect(screen.getByText('Plan 01')).toBeInTheDocument();
});

test('Edit in the row menu opens the edit screen', async () => {
  fakePlansApi(samplePlans(1));
  renderSection('/plans');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Plan 01' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(await screen.findByRole('heading', { name: 'Edit Plan' })).toBeInTheDocument();
  expect(location()).toBe('/plans/1/edit');
});

test('no plans, and a failed load with Retry in place of the rows', async () => {
  let fail = true;
  fakePlansApi([], () =>
    fail ? { status: 500, body: { status: 'failed', message: 'down' } } : undefined,
  );
  renderSection('/plans');
  expect(await screen.findByText('Could not load plans.')).toBeInTheDocument();
  expect(screen.queryByText('No plans yet.')).toBeNull();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByText('Could not load plans.')).toBeNull());
  expect(screen.getByText('No plans yet.')).toBeInTheDocument();
});

test('unknown plans URLs show the not-found page', () => {
  fakePlansApi([]);
  renderSection('/plans/1/nope');
  expect(screen.getByText('404 not found!!!!')).toBeInTheDocument();
});
