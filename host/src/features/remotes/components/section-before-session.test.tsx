import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeAdmin, fakeApi } from '@spotter/shared/testing';
import { fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';
import { startSectionOf } from '../start-section';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

describe('a section loaded at start-up, alongside the session check', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows none of itself, not even for a moment, when there is no session', async () => {
    fakeApi({ auth: fakeAdmin({ signedIn: false }) });
    fakeRemotes();
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    loadRemoteMock.mockResolvedValueOnce({
      default: { routes: [{ path: 'attendance', element: <h1>Attendance from the remote</h1> }] },
    });

    startSectionOf('/attendance');
    const { router } = renderApp('/attendance');
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('members/section'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await loadRemoteMock.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();

    expect(router.state.location.pathname).toBe('/');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((text) => text.includes('Attendance from the remote'))).toBe(false);
  });

  it('is on screen at once for a signed-in admin', async () => {
    fakeApi();
    fakeRemotes();
    loadRemoteMock.mockResolvedValueOnce({
      default: { routes: [{ path: 'plans', element: <h1>Plans from the remote</h1> }] },
    });
    startSectionOf('/plans');
    renderApp('/plans');
    expect(
      await screen.findByRole('heading', { name: 'Plans from the remote' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
