import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@spotter/api/paths';
import type { SectionDeclaration } from '../core/contract';
import { fillFirstRequest } from '../first-request.mjs';
import { fakeApi } from './fake-api';
import { renderRoutes } from './render';

// The host reads the session itself, before any section's page.
const SESSION_PATH = paths.auth.me;

/** The URLs to open each page with first requests at: as linked, and on a later page of a search. */
export const firstRequestUrls = (declaration: SectionDeclaration) =>
  [...new Set((declaration.firstRequests ?? []).map((r) => r.page))].flatMap((page) => [
    page,
    `${page}?page=2&q=ann`,
  ]);

/** What `declaration` says the page at `url` asks the API first, filled from its query. */
export function declaredFirstRequests(declaration: SectionDeclaration, url: string) {
  const { pathname, search } = new URL(url, 'http://spotter.invalid');
  return (declaration.firstRequests ?? [])
    .filter((r) => r.page === pathname)
    .map((r) => fillFirstRequest(r.request, search));
}

/**
 * The first `count` GETs the section's page at `url` makes, besides the session, as the client
 * sends them (relative to the API base), against the fake API signed in as an Owner.
 */
export async function firstReads(routes: RouteObject[], url: string, count: number) {
  const api = fakeApi();
  const reads = () =>
    api.calls.filter((c) => c.method === 'GET' && c.path !== SESSION_PATH).map((c) => c.path);
  const { unmount } = renderRoutes(routes, url);
  await waitFor(() => expect(reads().length).toBeGreaterThanOrEqual(count));
  unmount();
  return reads().slice(0, count);
}

/**
 * A test for each page `declaration` names first requests of, at each of `firstRequestUrls`: its
 * first reads are the declared ones, filled for that URL. A remote's declaration.test.ts calls it.
 */
export function testFirstRequests(declaration: SectionDeclaration, routes: RouteObject[]) {
  describe('the first API reads it declares, which the host preloads with the page', () => {
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
    afterEach(() => jest.restoreAllMocks());

    it.each(firstRequestUrls(declaration))('are the ones %s makes', async (url) => {
      const declared = declaredFirstRequests(declaration, url);
      expect(await firstReads(routes, url, declared.length)).toEqual(declared);
    });
  });
}
