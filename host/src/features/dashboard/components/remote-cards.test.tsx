import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SectionDeclaration } from '@spotter/shared';
import { fakeAdmin, fakeApi, fakeRole, sampleSummary } from '@spotter/shared/testing';
import { DECLARATIONS, fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';

const loadRemoteMock = jest.mocked(loadRemote);

/** A remote added by configuration, with one page, one link and two dashboard cards. */
const lockers = (name: string): Record<string, SectionDeclaration> => ({
  ...DECLARATIONS,
  [name]: {
    prefixes: ['/lockers'],
    sidebar: [{ label: 'Lockers', path: '/lockers', order: 90 }],
    dashboard: [
      { key: 'lockers-free', order: 20, permission: 'members.view' },
      { key: 'lockers-keys', order: 10, permission: 'team.manage' },
    ],
  },
});

function Card({ title, text }: { title: string; text: string }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}
const cards = {
  'lockers-free': () => <Card title="Free lockers" text="12 of 40 free" />,
  'lockers-keys': () => <Card title="Keys out" text="3 keys out" />,
};

function Boom(): React.ReactNode {
  throw new Error('render failure inside the card');
}

const dashboardLoads = () =>
  loadRemoteMock.mock.calls.filter(([id]) => String(id).endsWith('/dashboard'));

describe('the dashboard’s cards from the sections’ declarations', () => {
  // A remote's `./dashboard` load is kept for the page's life: each case names its own remote.
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('draws each card the account may see, by order, beside the host’s own figures', async () => {
    fakeApi({ dashboard: { summary: sampleSummary() } });
    fakeRemotes(lockers('lockers1'));
    loadRemoteMock.mockResolvedValue({ default: { cards } });
    renderApp('/dashboard');
    const free = await screen.findByRole('region', { name: 'Free lockers' });
    expect(free).toHaveTextContent('12 of 40 free');
    const keys = screen.getByRole('region', { name: 'Keys out' });
    // Keys out (order 10) comes before Free lockers (order 20).
    expect(keys.compareDocumentPosition(free) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Active Members' })).toHaveTextContent('650');
    expect(dashboardLoads()).toEqual([['lockers1/dashboard']]);
  });

  it('loads no card code for an account without the cards’ permissions', async () => {
    fakeApi({
      auth: fakeAdmin(fakeRole('Accountant')),
      dashboard: { summary: sampleSummary() },
    });
    fakeRemotes({
      ...DECLARATIONS,
      lockers2: {
        prefixes: ['/lockers'],
        sidebar: [],
        dashboard: [{ key: 'lockers-keys', order: 10, permission: 'team.manage' }],
      },
    });
    loadRemoteMock.mockResolvedValue({ default: { cards } });
    renderApp('/dashboard');
    expect(await screen.findByRole('region', { name: 'Active Members' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Keys out' })).not.toBeInTheDocument();
    expect(dashboardLoads()).toEqual([]);
  });

  it('contains a card that cannot be loaded to its card, and draws it on Retry', async () => {
    fakeApi({ dashboard: { summary: sampleSummary() } });
    fakeRemotes(lockers('lockers3'));
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry'));
    renderApp('/dashboard');
    const failed = await screen.findAllByRole('alert');
    // One load for the remote's two cards: both say so, each with its Retry.
    expect(failed).toHaveLength(2);
    for (const alert of failed) expect(alert).toHaveTextContent('This card could not be loaded.');
    expect(screen.getByRole('region', { name: 'Active Members' })).toHaveTextContent('650');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: { cards } });
    await userEvent.click(within(failed[0]!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Keys out' })).toHaveTextContent('3 keys out');
  });

  it('contains a card that throws, or that the remote does not provide, to its card', async () => {
    fakeApi({ dashboard: { summary: sampleSummary() } });
    fakeRemotes(lockers('lockers4'));
    loadRemoteMock.mockResolvedValue({ default: { cards: { 'lockers-free': Boom } } });
    renderApp('/dashboard');
    const failed = await screen.findAllByRole('alert');
    expect(failed).toHaveLength(2);
    for (const alert of failed) expect(alert).toHaveTextContent('This card could not be loaded.');
    expect(screen.getByRole('region', { name: 'Active Members' })).toBeInTheDocument();
  });

  it('shows a quiet placeholder while the card’s code loads, and no card for a section without any', async () => {
    fakeApi({ dashboard: { summary: sampleSummary() } });
    fakeRemotes({
      ...DECLARATIONS,
      lockers5: {
        prefixes: ['/lockers'],
        sidebar: [],
        dashboard: [{ key: 'lockers-free', order: 20 }],
      },
    });
    let arrive: (value: unknown) => void = () => {};
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { container } = renderApp('/dashboard');
    expect(await screen.findByRole('region', { name: 'Active Members' })).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('[aria-busy="true"]')).toBeEmptyDOMElement(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    arrive({ default: { cards } });
    expect(await screen.findByRole('region', { name: 'Free lockers' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
