import { screen } from '@testing-library/react';
import { fakeApi, firstBranchOnly, sampleBranch, sampleSummary } from '@spotter/shared/testing';
import { fillFirstRequest } from '@spotter/shared/first-request';
import { DASHBOARD_SUMMARY_KEY } from '../features/dashboard/api/get-dashboard-summary';
import { renderApp } from '../testing/render-app';
import { firstRequests } from './page-hints';
import { paths } from '@spotter/shared';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

// The layout's own reads (the session, the bell) come alongside: the test looks for the declared
// ones among those made until the content shows, which waits for them.
it('the dashboard makes the first reads it declares, each once, before its figures show', async () => {
  const api = fakeApi({ dashboard: { summary: sampleSummary() } });
  renderApp('/dashboard');
  expect(await screen.findByRole('region', { name: 'Active Members' })).toBeInTheDocument();
  const reads = api.calls.filter((c) => c.method === 'GET').map((c) => c.path);
  const declared = firstRequests
    .filter((r) => r.page === '/dashboard')
    .map((r) => fillFirstRequest(r.request));
  expect(declared).toContain(DASHBOARD_SUMMARY_KEY);
  for (const request of declared)
    expect(reads.filter((read) => read === request)).toEqual([request]);
});

// The host's server preloads them, and the session, filled from the page's URL with its branch
// (host-server.mjs): the client must ask for those very URLs, or the browser fetches them twice.
it.each(['?branch=2', '?branch=all'])(
  'on a page at %s, the session and the declared reads are asked as the server preloads them',
  async (search) => {
    const api = fakeApi({
      branches: [...firstBranchOnly(), sampleBranch(2)],
      dashboard: { summary: sampleSummary() },
    });
    renderApp(`/dashboard${search}`);
    expect(await screen.findByRole('region', { name: 'Active Members' })).toBeInTheDocument();
    const reads = api.calls.filter((c) => c.method === 'GET').map((c) => c.path);
    expect(reads[0]).toBe(fillFirstRequest(paths.auth.me, search));
    for (const { request } of firstRequests.filter((r) => r.page === '/dashboard'))
      expect(reads.filter((read) => read === fillFirstRequest(request, search))).toHaveLength(1);
  },
);
