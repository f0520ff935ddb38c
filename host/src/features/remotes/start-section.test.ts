import { waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeApi } from '@spotter/shared/testing';
import { fakeRemotes } from '../../testing/fake-remotes';
import { getLoadedSection, loadSection } from './load-section';
import { startSectionOf } from './start-section';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const section = { default: { routes: [{ path: 'x', element: null }] } };

describe('the section of the page at start-up', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    fakeApi();
  });

  it('starts loading as soon as the declarations say which remote owns the URL, and only once', async () => {
    loadRemoteMock.mockResolvedValue(section);
    fakeRemotes();
    startSectionOf('/plans/3/edit');
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('plans/section'));
    // The section's component asking later gets the same load, not a second one.
    await expect(loadSection('plans')).resolves.toBe(section.default);
    expect(getLoadedSection('plans')).toBe(section.default);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a page of the host itself', async () => {
    const fetchMock = fakeRemotes();
    startSectionOf('/dashboard');
    // Every declaration read (the four manifests answered) and still nothing to load.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await Promise.all(fetchMock.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the section, and Retry loads afresh', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-008'));
    fakeRemotes();
    startSectionOf('/invoice');
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('billing/section'));
    await expect(loadSection('billing')).rejects.toThrow('RUNTIME-008');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    loadRemoteMock.mockResolvedValueOnce(section);
    await expect(loadSection('billing', { retry: true })).resolves.toBe(section.default);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
