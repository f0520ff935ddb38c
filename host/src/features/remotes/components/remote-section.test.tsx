import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeApi } from '@spotter/shared/testing';
import { answer, DECLARATIONS, fakeRemotes, manifestOf } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';

// This host as its build would describe it (tools/rspack-config writes __SPOTTER_HOST__).
jest.mock('../compatibility', () => ({
  ...jest.requireActual('../compatibility'),
  HOST_PROVIDES: {
    version: '1.4.0',
    schemas: [1, 2],
    shared: { '@spotter/shared': '1.3.0' },
    runtime: '2.9.2',
  },
}));

const loadRemoteMock = jest.mocked(loadRemote);
const section = (path: string, element: React.ReactNode) => ({
  default: { routes: [{ path, element }] },
});

function Boom(): React.ReactNode {
  throw new Error('render failure inside the remote');
}

describe('remote sections', () => {
  // A loaded section stays loaded for the page's life, so each case uses a section of its own.
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi();
    fakeRemotes();
  });
  afterEach(() => jest.restoreAllMocks());

  it("mounts the remote's routes inside the layout", async () => {
    loadRemoteMock.mockResolvedValueOnce(section('plans', <h1>Plans from the remote</h1>));
    renderApp('/plans');
    expect(
      await screen.findByRole('heading', { name: 'Plans from the remote' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('plans/section');
  });

  it('contains an unreachable remote to its section and recovers on Retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-008 failed to fetch remoteEntry'));
    renderApp('/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce(section('users', <h1>Back again</h1>));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    // Retry re-registers the remote with force, so the runtime forgets the failed entry.
    expect(loadRemoteMock).toHaveBeenLastCalledWith('members/section');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'members', entry: 'http://localhost:3001/mf-manifest.json' }],
      { force: true },
    );
  });

  it('catches a remote that throws while rendering', async () => {
    loadRemoteMock.mockResolvedValueOnce(section('view/staffs', <Boom />));
    renderApp('/view/staffs');
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('refuses a remote that exposes no routes', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: {} });
    renderApp('/invoice');
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
  });

  it.each([
    ['newer', { shared: { '@spotter/shared': '^1.4.0' } }, '^1.4.0, and this Spotter has 1.3.0'],
    ['older', { host: '^0.1.0' }, 'a host ^0.1.0, and this Spotter has 1.4.0'],
  ])(
    'refuses a remote that needs a %s Spotter before running any of its code, and loads it once redeployed',
    async (needs, requires, versions) => {
      // A section of its own (loaded sections stay loaded), added by configuration.
      const remote = `lockers_${needs}`;
      const lockers = {
        prefixes: [`/lockers-${needs}`],
        sidebar: [{ label: `Lockers ${needs}`, path: `/lockers-${needs}`, order: 90 }],
      };
      const fetchMock = fakeRemotes({
        ...DECLARATIONS,
        [remote]: { ...lockers, schema: 2, requires },
      });
      renderApp(`/lockers-${needs}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `This section needs ${needs === 'newer' ? 'a newer' : 'an older'} version of Spotter.`,
      );
      expect(loadRemoteMock).not.toHaveBeenCalled();
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining(versions));
      // The rest of the app is untouched: the sidebar, and its link to this section too.
      expect(screen.getByRole('link', { name: `Lockers ${needs}` })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Plans' })).toBeInTheDocument();

      // Its team redeploys a build this host can run: Retry reads the manifest afresh.
      fetchMock.mockImplementation(async () => answer(manifestOf(remote, lockers)));
      loadRemoteMock.mockResolvedValueOnce(
        section(`lockers-${needs}`, <h1>Lockers, redeployed</h1>),
      );
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByRole('heading', { name: 'Lockers, redeployed' }),
      ).toBeInTheDocument();
      expect(loadRemoteMock).toHaveBeenCalledWith(`${remote}/section`);
    },
  );

  it('shows the not-found page for a URL no section owns', async () => {
    renderApp('/nowhere');
    expect(await screen.findByText('404 not found!!!!')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
