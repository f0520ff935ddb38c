import type { SectionDeclaration } from '@spotter/shared';
import { DECLARATIONS } from '../../testing/fake-remotes';
import type { DeclarationState, Declarations } from '../remotes/declarations';
import { activeItem, navItems, titleFor, visibleItems } from './navigation';

const ready = (declaration: SectionDeclaration): DeclarationState => ({
  status: 'ready',
  declaration,
});
// Deliberately not in sidebar order: the order comes from each entry's `order`.
const all: Declarations = new Map([
  ['billing', ready(DECLARATIONS.billing!)],
  ['plans', ready(DECLARATIONS.plans!)],
  ['members', ready(DECLARATIONS.members!)],
  ['staff', ready(DECLARATIONS.staff!)],
]);

describe('the sidebar derived from what the remotes declare', () => {
  it('orders every link by its order, between the host’s Dashboard and its Team, Activity, Deleted items and Settings', () => {
    expect(navItems(all).map(({ label, path, remote }) => [label, path, remote])).toEqual([
      ['Dashboard', '/dashboard', undefined],
      ['Members', '/users', 'members'],
      ['Trainers & Staffs', '/view/staffs', 'staff'],
      ['Plans', '/plans', 'plans'],
      ['Invoice', '/invoice', 'billing'],
      ['Attendance', '/attendance', 'members'],
      ['Enquiries', '/enquiries', 'members'],
      ['Pending', '/pending', 'billing'],
      ['Expired', '/expired', 'billing'],
      ['Team', '/team', undefined],
      ['Activity', '/activity', undefined],
      ['Deleted items', '/deleted', undefined],
      ['Settings', '/settings', undefined],
    ]);
  });

  it('shows an account only the links whose permission it holds; Dashboard and Settings to all', () => {
    const trainer = new Set(['members.view', 'attendance.record', 'plans.view', 'staff.view']);
    const items = visibleItems(navItems(all), (permission) => trainer.has(permission));
    expect(items.map(({ label }) => label)).toEqual([
      'Dashboard',
      'Members',
      'Trainers & Staffs',
      'Plans',
      'Attendance',
      'Settings',
    ]);
    expect(visibleItems(navItems(all), () => false).map(({ label }) => label)).toEqual([
      'Dashboard',
      'Settings',
    ]);
  });

  it('leaves out the links of a remote that could not be read, or is still loading', () => {
    const partial: Declarations = new Map<string, DeclarationState>([
      ['members', { status: 'unreadable' }],
      ['plans', ready(DECLARATIONS.plans!)],
      ['staff', { status: 'loading' }],
    ]);
    expect(navItems(partial).map(({ label }) => label)).toEqual([
      'Dashboard',
      'Plans',
      'Team',
      'Activity',
      'Deleted items',
      'Settings',
    ]);
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/settings', 'Settings'],
    ['/settings/reminders', 'Settings'],
    ['/team', 'Team'],
    ['/team/new', 'Team'],
    ['/team/roles', 'Team'],
    ['/team/roles/6/edit', 'Team'],
    ['/activity', 'Activity'],
    ['/users', 'Members'],
    ['/users/add', 'Members'],
    ['/users/7/edit', 'Members'],
    ['/attendance', 'Attendance'],
    ['/enquiries', 'Enquiries'],
    ['/view/staffs', 'Trainers & Staffs'],
    ['/add/staffs', 'Trainers & Staffs'],
    ['/staff/7', 'Trainers & Staffs'],
    ['/edit_trainer_staff/7', 'Trainers & Staffs'],
    ['/plans', 'Plans'],
    ['/plans/add', 'Plans'],
    ['/plans/7/edit', 'Plans'],
    ['/invoice', 'Invoice'],
    ['/pending', 'Pending'],
    ['/pending/7/edit', 'Pending'],
    ['/expired', 'Expired'],
  ])('highlights one link on %s and names the top bar after it', (pathname, label) => {
    const items = navItems(all);
    expect(activeItem(items, pathname)?.label).toBe(label);
    expect(items.filter((item) => activeItem([item], pathname))).toHaveLength(1);
    expect(titleFor(items, all, pathname)).toBe(label);
  });

  it('highlights the most specific link when a section links to a page under another of its links', () => {
    const declarations: Declarations = new Map([
      [
        'plans',
        ready({
          prefixes: ['/plans'],
          sidebar: [
            { label: 'Plans', path: '/plans', order: 1 },
            { label: 'Offers', path: '/plans/offers', order: 2 },
          ],
        }),
      ],
    ]);
    const items = navItems(declarations);
    expect(activeItem(items, '/plans/offers/3')?.label).toBe('Offers');
    expect(activeItem(items, '/plans/3/edit')?.label).toBe('Plans');
  });

  it('keeps Settings highlighted, and the top bar’s title, on a settings page a remote serves', () => {
    const billing = DECLARATIONS.billing!;
    const declarations: Declarations = new Map([
      [
        'billing',
        ready({
          prefixes: [...billing.prefixes, '/reminders', '/settings/reminders'],
          sidebar: [
            ...billing.sidebar,
            { label: 'Reminders', path: '/reminders', order: 75, permission: 'payments.record' },
          ],
        }),
      ],
    ]);
    const items = navItems(declarations);
    expect(activeItem(items, '/settings/reminders')?.label).toBe('Settings');
    expect(titleFor(items, declarations, '/settings/reminders')).toBe('Settings');
    expect(activeItem(items, '/reminders')?.label).toBe('Reminders');
    expect(activeItem(items, '/settings')?.label).toBe('Settings');
  });

  it('uses an entry’s own top-bar title when it declares one', () => {
    const declarations: Declarations = new Map([
      [
        'plans',
        ready({
          prefixes: ['/plans'],
          sidebar: [{ label: 'Plans', path: '/plans', order: 1, title: 'Membership plans' }],
        }),
      ],
    ]);
    expect(titleFor(navItems(declarations), declarations, '/plans/add')).toBe('Membership plans');
  });

  it('highlights nothing on a URL no link matches; the title waits for remotes still loading', () => {
    const items = navItems(all);
    expect(activeItem(items, '/nowhere')).toBeUndefined();
    expect(activeItem(items, '/staff/7/extra')).toBeUndefined();
    expect(titleFor(items, all, '/nowhere')).toBe('Dashboard');
    const loading: Declarations = new Map([['plans', { status: 'loading' }]]);
    expect(titleFor(navItems(loading), loading, '/plans')).toBe('');
  });
});
