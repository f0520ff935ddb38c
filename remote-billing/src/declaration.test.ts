import { sectionProblems, testFirstRequests } from '@spotter/shared/testing';
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
    'Day close',
    'Pending',
    'Reminders',
    'Expired',
  ]);
});

testFirstRequests(declaration, routes);
