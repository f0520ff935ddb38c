import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySummary, fakeAdmin, fakeApi, fakeRole, sampleSummary } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

const card = (name: string) => screen.getByRole('region', { name });
const chart = (name: string) => screen.getByRole('region', { name });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows every figure of the summary in its card', async () => {
  fakeApi({ dashboard: { summary: sampleSummary() } });
  renderApp('/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Active Members' })).toHaveTextContent('650');
  expect(card('New Members')).toHaveTextContent('15');
  expect(within(card('New Members')).getByText('+25% from last month')).toBeInTheDocument();
  expect(card('New Enquiries')).toHaveTextContent('30');
  expect(card('Trainers')).toHaveTextContent('20');
  expect(within(card('Collected this month')).getByText('₹2,45,000')).toBeInTheDocument();
  expect(within(card('Outstanding dues')).getByText('₹1,32,500')).toBeInTheDocument();
  expect(within(card('Outstanding dues')).getByText('41 members owe')).toBeInTheDocument();
  expect(card('Expiring in 7 days')).toHaveTextContent('9');
  expect(card('Reminders due today')).toHaveTextContent('4');
});

test('Reminders due today leads to the queue, for an account that may work it', async () => {
  fakeApi({ dashboard: { summary: sampleSummary({ reminders_due_today: 1234 }) } });
  const { router } = renderApp('/dashboard');
  const reminders = await screen.findByRole('region', { name: 'Reminders due today' });
  expect(within(reminders).getByText('1,234')).toBeInTheDocument();
  const link = within(reminders).getByRole('link', { name: 'Reminders due today' });
  expect(link).toHaveAttribute('href', '/reminders');
  await userEvent.click(link);
  expect(router.state.location.pathname).toBe('/reminders');
});

test('a Trainer, whose answer has no revenue figures, sees every other card and both charts', async () => {
  const {
    collected_this_month: _collected,
    outstanding: _outstanding,
    ...summary
  } = sampleSummary();
  fakeApi({ auth: fakeAdmin(fakeRole('Trainer')), dashboard: { summary } });
  renderApp('/dashboard');
  expect(await screen.findByRole('region', { name: 'Active Members' })).toHaveTextContent('650');
  for (const name of ['New Members', 'New Enquiries', 'Trainers', 'Expiring in 7 days'])
    expect(card(name)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Collected this month' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Outstanding dues' })).not.toBeInTheDocument();
  // Nor Reminders due today: a Trainer does not record payments, so the answer leaves it out.
  expect(screen.queryByRole('region', { name: 'Reminders due today' })).not.toBeInTheDocument();
  expect(
    await within(chart('Members vs Trainers')).findByRole('img', { name: 'Members vs Trainers' }),
  ).toBeInTheDocument();
  expect(chart('Total Members Growth')).toBeInTheDocument();
});

test('a fall in new members reads as a negative change, and none last month says so', async () => {
  fakeApi({
    dashboard: { summary: sampleSummary({ new_members: { this_month: 6, last_month: 8 } }) },
  });
  const view = renderApp('/dashboard');
  expect(
    await within(await screen.findByRole('region', { name: 'New Members' })).findByText(
      '-25% from last month',
    ),
  ).toBeInTheDocument();
  view.unmount();
  fakeApi({
    dashboard: { summary: sampleSummary({ new_members: { this_month: 6, last_month: 0 } }) },
  });
  renderApp('/dashboard');
  expect(
    await within(await screen.findByRole('region', { name: 'New Members' })).findByText(
      'None joined last month',
    ),
  ).toBeInTheDocument();
});

test('draws both charts, each an image with its title and a table of its figures', async () => {
  fakeApi({ dashboard: { summary: sampleSummary() } });
  renderApp('/dashboard');
  const growth = await screen.findByRole('region', { name: 'Total Members Growth' });
  expect(
    await within(growth).findByRole('img', { name: 'Total Members Growth' }),
  ).toBeInTheDocument();
  const months = within(within(growth).getByRole('table', { name: 'Total Members Growth' }))
    .getAllByRole('row')
    .slice(1);
  expect(months.map((row) => row.textContent)).toEqual([
    'May 2026100',
    'Jun 2026111',
    'Jul 2026122',
    'Aug 2026130',
    'Sep 2026141',
    'Oct 2026152',
    'Nov 2026160',
  ]);
  expect(within(months[1]!).getByRole('rowheader', { name: 'Jun 2026' })).toBeInTheDocument();

  const pie = chart('Members vs Trainers');
  expect(await within(pie).findByRole('img', { name: 'Members vs Trainers' })).toBeInTheDocument();
  const rows = within(within(pie).getByRole('table', { name: 'Members vs Trainers' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(['Active members650', 'Trainers20']);
  expect(within(pie).getByText('Members: 650')).toBeInTheDocument();
});

test('a chart with nothing to draw says so instead', async () => {
  fakeApi({
    dashboard: { summary: { ...emptySummary(), active_members: 3, collected_this_month: 4500 } },
  });
  renderApp('/dashboard');
  const growth = await screen.findByRole('region', { name: 'Total Members Growth' });
  expect(
    within(growth).getByText('No members or trainers joined in the last 7 months.'),
  ).toBeInTheDocument();
  expect(within(growth).queryByRole('table')).not.toBeInTheDocument();
  expect(within(growth).queryByRole('img')).not.toBeInTheDocument();
  expect(
    await within(chart('Members vs Trainers')).findByRole('img', { name: 'Members vs Trainers' }),
  ).toBeInTheDocument();
});

test('a new gym sees where to start, not cards and charts of zeros', async () => {
  fakeApi();
  renderApp('/dashboard');
  expect(await screen.findByText(/Nothing to show yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/users/add');
  expect(screen.getByRole('link', { name: 'Add Trainer / Staffs' })).toHaveAttribute(
    'href',
    '/add/staffs',
  );
  expect(screen.queryByRole('region', { name: 'Active Members' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Total Members Growth' })).not.toBeInTheDocument();
});

test('a gym without a plan leads with adding the first one (the checklist’s Plans step), before the cards', async () => {
  fakeApi({ dashboard: { summary: { ...emptySummary(), trainers: 2 } } });
  renderApp('/dashboard');
  const plans = within(await screen.findByRole('region', { name: 'Set up your gym' })).getByRole(
    'listitem',
    { name: 'Plans' },
  );
  expect(within(plans).getByRole('link', { name: 'Add your first plan' })).toHaveAttribute(
    'href',
    '/plans/add',
  );
  expect(
    plans.compareDocumentPosition(await screen.findByRole('region', { name: 'Trainers' })),
  ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
});

test.each([
  // The set-up checklist's Import step, then the empty state's.
  ['Front desk', ['Import members', 'Add User']],
  ['Trainer', []],
] as const)('a new gym offers a %s only the first steps it may take', async (role, links) => {
  const {
    collected_this_month: _collected,
    outstanding: _outstanding,
    ...summary
  } = emptySummary();
  fakeApi({ auth: fakeAdmin(fakeRole(role)), dashboard: { summary } });
  renderApp('/dashboard');
  expect(await screen.findByText(/Nothing to show yet/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('main'))
      .queryAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(links);
});

test('says it is loading, and offers Retry when the summary cannot be read', async () => {
  let release = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  fakeApi({ dashboard: { summary: sampleSummary() } }, async (_method, path) => {
    if (path !== paths.dashboard.summary) return undefined;
    await stalled;
    return failing ? { status: 400, body: { status: 'failed', message: 'Broken' } } : undefined;
  });
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
  release();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The dashboard could not be loaded.');
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Active Members' })).toHaveTextContent('650');
});

describe('figures per branch, under All branches (docs/product/branches.md §26)', () => {
  const branches = [
    { id: 1, name: 'Main branch', address: '', phone: '' },
    { id: 2, name: 'Baner', address: '', phone: '' },
  ];
  const figures = (
    branch_id: number,
    name: string,
    active_members: number,
    collected_this_month: number,
  ) => ({
    branch_id,
    name,
    active_members,
    new_members: active_members / 10,
    new_enquiries: 3,
    trainers: 2,
    collected_this_month,
    outstanding: { amount: collected_this_month / 2, members: 4 },
    expiring_soon: 5,
  });
  // The top level is their total, as the API answers it.
  const summary = {
    ...sampleSummary({
      active_members: 650,
      new_members: { this_month: 65, last_month: 12 },
      collected_this_month: 245000,
      outstanding: { amount: 122500, members: 8 },
      expiring_soon: 10,
    }),
    by_branch: [figures(1, 'Main branch', 400, 145000), figures(2, 'Baner', 250, 100000)],
  };
  const rows = () =>
    within(screen.getByRole('table', { name: 'Branches' }))
      .getAllByRole('row')
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

  test('show as a table captioned Branches, a row per branch and a last row Total', async () => {
    fakeApi({ branches, dashboard: { summary } });
    renderApp('/dashboard?branch=all');
    expect(await screen.findByRole('table', { name: 'Branches' })).toBeInTheDocument();
    expect(rows()).toEqual([
      [
        'Branch',
        'Active members',
        'New members',
        'Collected this month',
        'Outstanding',
        'Expiring soon',
      ],
      ['Main branch', '400', '40', '₹1,45,000', '₹72,500', '5'],
      ['Baner', '250', '25', '₹1,00,000', '₹50,000', '5'],
      ['Total', '650', '65', '₹2,45,000', '₹1,22,500', '10'],
    ]);
    // The cards show the same totals.
    expect(card('Active Members')).toHaveTextContent('650');
  });

  test('leave the money columns out for a role whose answer has no revenue figures', async () => {
    fakeApi({ auth: fakeAdmin(fakeRole('Trainer')), branches, dashboard: { summary } });
    renderApp('/dashboard?branch=all');
    expect(await screen.findByRole('table', { name: 'Branches' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Branch', 'Active members', 'New members', 'Expiring soon'],
      ['Main branch', '400', '40', '5'],
      ['Baner', '250', '25', '5'],
      ['Total', '650', '65', '10'],
    ]);
  });

  test('are not there when the summary has none (one branch, or one branch chosen)', async () => {
    fakeApi({ branches, dashboard: { summary: sampleSummary() } });
    renderApp('/dashboard?branch=2');
    expect(await screen.findByRole('region', { name: 'Active Members' })).toHaveTextContent('650');
    expect(screen.queryByRole('table', { name: 'Branches' })).not.toBeInTheDocument();
  });
});
