import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeAdmin, fakeApi, fakeRole } from '@spotter/shared/testing';
import { DECLARATIONS, fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';

const loadRemoteMock = jest.mocked(loadRemote);
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const banner = () => screen.getByRole('banner');

describe('the layout built from what the remotes declare', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows every section’s links in order and highlights the one the URL belongs to', async () => {
    loadRemoteMock.mockResolvedValue({
      default: { routes: [{ path: 'add/staffs', element: <h1>Add Trainer & Staff</h1> }] },
    });
    fakeRemotes();
    renderApp('/add/staffs');
    expect(await screen.findByRole('heading', { name: 'Add Trainer & Staff' })).toBeInTheDocument();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Members', '/users'],
      ['Trainers & Staffs', '/view/staffs'],
      ['Plans', '/plans'],
      ['Invoice', '/invoice'],
      ['Attendance', '/attendance'],
      ['Enquiries', '/enquiries'],
      ['Pending', '/pending'],
      ['Expired', '/expired'],
      ['Team', '/team'],
      ['Activity', '/activity'],
      ['Deleted items', '/deleted'],
      ['Settings', '/settings'],
    ]);
    expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Trainers & Staffs',
    );
    expect(within(banner()).getByText('Trainers & Staffs')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('staff/section');
  });

  it.each([
    ['Trainer', ['Dashboard', 'Members', 'Trainers & Staffs', 'Plans', 'Attendance', 'Settings']],
    [
      'Accountant',
      [
        'Dashboard',
        'Members',
        'Trainers & Staffs',
        'Plans',
        'Invoice',
        'Pending',
        'Expired',
        'Activity',
        'Settings',
      ],
    ],
  ] as const)('shows the %s role only the links it may open', async (role, labels) => {
    fakeApi({ auth: fakeAdmin(fakeRole(role)) });
    fakeRemotes();
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Plans' });
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(labels);
  });

  it('names a page opened without its permission in the top bar, highlighting no link', async () => {
    loadRemoteMock.mockResolvedValue({
      default: {
        routes: [{ path: 'invoice', element: <p>You do not have access to this page.</p> }],
      },
    });
    fakeApi({ auth: fakeAdmin(fakeRole('Trainer')) });
    fakeRemotes();
    renderApp('/invoice');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(within(banner()).getByText('Invoice')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('leaves out an unreachable remote’s links and shows its URLs as a section error until Retry finds it', async () => {
    const fetchMock = fakeRemotes({ ...DECLARATIONS, plans: null });
    renderApp('/plans/3/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(within(nav()).getByRole('link', { name: 'Members' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Plans' })).not.toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    // Back up: Retry reads its declaration again, then loads its section.
    fetchMock.mockImplementationOnce(async () => {
      const body = { metaData: { spotterSection: DECLARATIONS.plans }, shared: [], exposes: [] };
      const response = { ok: true, status: 200, json: async () => body, clone: () => response };
      return response as unknown as Response;
    });
    loadRemoteMock.mockResolvedValueOnce({
      default: { routes: [{ path: 'plans/:id/edit', element: <h1>Edit Plan</h1> }] },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit Plan' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Plans');
    expect(loadRemoteMock).toHaveBeenCalledWith('plans/section');
  });

  it('shows the link and pages of a section the host has never heard of, named only by its configuration', async () => {
    loadRemoteMock.mockResolvedValue({
      default: { routes: [{ path: 'lockers', element: <h1>Lockers</h1> }] },
    });
    fakeRemotes({
      ...DECLARATIONS,
      lockers: {
        prefixes: ['/lockers'],
        sidebar: [{ label: 'Lockers', path: '/lockers', order: 90 }],
      },
    });
    renderApp('/lockers');
    expect(await screen.findByRole('heading', { name: 'Lockers' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Lockers');
    expect(within(banner()).getByText('Lockers')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('lockers/section');
    const labels = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Expired'), labels.indexOf('Team'))).toEqual([
      'Expired',
      'Lockers',
    ]);
  });

  it('answers not found, not a section error, when every remote was read and none claims the URL', async () => {
    fakeRemotes();
    renderApp('/plans-and-more');
    expect(await screen.findByText('404 not found!!!!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
