import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeApi } from '@spotter/shared/testing';
import { waitFor } from '@testing-library/react';
import { DECLARATIONS, fakeRemotes, manifestUrl } from '../../testing/fake-remotes';
import { forgetUnloadedSections, loadSection } from './load-section';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const section = { default: { routes: [{ path: 'x', element: null }] } };
const unreachable = () => new Error('RUNTIME-008 Failed to load script resources');

/** The preload hints the host's server writes for a section's scripts. */
function hint(...files: string[]) {
  for (const file of files) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', new URL(file, manifestUrl('plans')).href);
    document.head.append(link);
  }
}
const hints = () => document.querySelectorAll('link[rel="preload"]').length;

beforeEach(() => {
  jest.clearAllMocks();
  loadRemoteMock.mockReset();
  document.head.innerHTML = '';
  fakeApi();
  fakeRemotes();
});

describe('loading a section the page preloaded', () => {
  it('loads afresh, once per hinted file, when the preloads failed (the remote was down as the page loaded)', async () => {
    hint('remoteEntry.js', '__federation_expose_section.1.js');
    loadRemoteMock
      .mockRejectedValueOnce(unreachable())
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValueOnce(section);
    await expect(loadSection('plans')).resolves.toBe(section.default);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'plans', entry: manifestUrl('plans') }],
      { force: true },
    );
    expect(hints()).toBe(0);
  });

  it('gives up after those, and a remote that is still down is the section’s error', async () => {
    hint('remoteEntry.js');
    loadRemoteMock.mockRejectedValue(unreachable());
    await expect(loadSection('plans', { retry: true })).rejects.toThrow('RUNTIME-008');
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    // The hints are spent: Retry loads once.
    await expect(loadSection('plans', { retry: true })).rejects.toThrow('RUNTIME-008');
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('loads once when the page hinted nothing of that remote', async () => {
    loadRemoteMock.mockRejectedValue(unreachable());
    await expect(loadSection('plans', { retry: true })).rejects.toThrow('RUNTIME-008');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('spends no hint on a manifest it cannot read: the load that reaches the scripts has them', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // the declaration unreadable too
    hint('remoteEntry.js');
    fakeRemotes({ ...DECLARATIONS, plans: null });
    await expect(loadSection('plans', { retry: true })).rejects.toThrow('Failed to fetch');
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(hints()).toBe(1);

    fakeRemotes(); // the remote is back
    loadRemoteMock.mockRejectedValueOnce(unreachable()).mockResolvedValueOnce(section);
    await expect(loadSection('plans', { retry: true })).resolves.toBe(section.default);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(hints()).toBe(0);
  });
});

describe('forgetting the loads not done (Retry of a section whose declaration was unreadable)', () => {
  it('keeps a failed load until then, and loads afresh after', async () => {
    loadRemoteMock.mockRejectedValueOnce(unreachable()).mockResolvedValueOnce(section);
    await expect(loadSection('plans', { retry: true })).rejects.toThrow('RUNTIME-008');
    await expect(loadSection('plans')).rejects.toThrow('RUNTIME-008');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);

    forgetUnloadedSections();
    await expect(loadSection('plans')).resolves.toBe(section.default);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a loaded section loaded', async () => {
    loadRemoteMock.mockResolvedValueOnce(section);
    await loadSection('members', { retry: true });
    forgetUnloadedSections();
    await expect(loadSection('members')).resolves.toBe(section.default);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('lets a load begun before, which fails after, leave the hints and the runtime to the new one', async () => {
    hint('remoteEntry.js');
    let failFirst: (error: Error) => void = () => {};
    loadRemoteMock
      .mockImplementationOnce(() => new Promise((_, reject) => (failFirst = reject)))
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValueOnce(section);
    const first = loadSection('plans', { retry: true });
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledTimes(1));

    forgetUnloadedSections();
    const registered = jest.mocked(registerRemotes).mock.calls.length;
    failFirst(unreachable());
    await expect(first).rejects.toThrow('RUNTIME-008');
    expect(hints()).toBe(1);
    expect(registerRemotes).toHaveBeenCalledTimes(registered);

    await expect(loadSection('plans')).resolves.toBe(section.default);
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(hints()).toBe(0);
  });
});
