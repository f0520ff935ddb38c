import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeApi } from '@spotter/shared/testing';
import { fakeRemotes, manifestUrl } from '../../testing/fake-remotes';
import { loadSection } from './load-section';

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

describe('loading a section the page preloaded', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    loadRemoteMock.mockReset();
    document.head.innerHTML = '';
    fakeApi();
    fakeRemotes();
  });

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
});
