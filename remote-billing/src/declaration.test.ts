import {
  declaredFirstRequests,
  firstReads,
  firstRequestUrls,
  sectionProblems,
} from '@spotter/shared/testing';
import { declaration } from './declaration';
import { routes } from './routes';

/** The host's Settings link (host/src/features/layout/navigation.ts): it highlights /settings/*. */
const hostSettings = { label: 'Settings', path: '/settings', order: 0 };

it('declares every page and sidebar link of its routes, and only those, each link needing what its page needs', () => {
  expect(sectionProblems(declaration, routes, [hostSettings])).toEqual([]);
});

it('adds Reminders to the sidebar between Pending and Expired, for those who record payments, and owns its settings page', () => {
  expect(declaration.sidebar.find((entry) => entry.path === '/reminders')).toEqual({
    label: 'Reminders',
    path: '/reminders',
    order: 75,
    permission: 'payments.record',
  });
  expect(declaration.prefixes).toEqual(
    expect.arrayContaining(['/reminders', '/settings/reminders']),
  );
  expect(declaration.sidebar.map((entry) => entry.label)).toEqual([
    'Invoice',
    'Pending',
    'Reminders',
    'Expired',
  ]);
});

describe('the first API reads it declares, which the host preloads with the page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each(firstRequestUrls(declaration))('are the ones %s makes', async (url) => {
    const declared = declaredFirstRequests(declaration, url);
    expect(await firstReads(routes, url, declared.length)).toEqual(declared);
  });
});
