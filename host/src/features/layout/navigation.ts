import { entryPatterns, matchPath, type Permission, type SidebarEntry } from '@spotter/shared/core';
import type { Declarations } from '../remotes/declarations';

export interface NavItem extends SidebarEntry {
  /** The remote that serves the link, fetched early when the link is hovered or focused. */
  remote?: string;
}

// The host's own pages; every other link comes from what the deployed remotes declare.
const DASHBOARD: NavItem = {
  label: 'Dashboard',
  path: '/dashboard',
  order: 0,
  match: ['/dashboard'],
};
const TEAM: NavItem = { label: 'Team', path: '/team', order: 0, permission: 'team.manage' };
const ACTIVITY: NavItem = {
  label: 'Activity',
  path: '/activity',
  order: 0,
  permission: 'activity.view',
};
const DELETED: NavItem = {
  label: 'Deleted items',
  path: '/deleted',
  order: 0,
  permission: 'deleted.restore',
};
// Settings stays highlighted on the settings pages the remotes serve under it (/settings/reminders).
const SETTINGS: NavItem = { label: 'Settings', path: '/settings', order: 0 };

/**
 * Every link there is: Dashboard, then every readable section's links by their order, then Team,
 * Activity, Deleted items and Settings. What an account sees of them is `visibleItems`.
 */
export function navItems(declarations: Declarations): NavItem[] {
  const fromRemotes = [...declarations].flatMap(([remote, state]) =>
    state.status === 'ready'
      ? state.declaration.sidebar.map((entry) => ({ ...entry, remote }))
      : [],
  );
  fromRemotes.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  return [DASHBOARD, ...fromRemotes, TEAM, ACTIVITY, DELETED, SETTINGS];
}

/** docs/product/team-and-roles.md §22: the links the account may open; a link naming no permission is for all. */
export const visibleItems = (items: NavItem[], can: (permission: Permission) => boolean) =>
  items.filter((item) => item.permission === undefined || can(item.permission));

/**
 * The link highlighted on a URL: the one with the most specific (longest) matching pattern, so a
 * link to '/plans/offers' wins over its section's '/plans/*'; on a tie, the first in the sidebar.
 */
export function activeItem(items: NavItem[], pathname: string): NavItem | undefined {
  let active: NavItem | undefined;
  let longest = -1;
  for (const item of items) {
    for (const pattern of entryPatterns(item)) {
      if (pattern.length > longest && matchPath(pattern, pathname)) {
        active = item;
        longest = pattern.length;
      }
    }
  }
  return active;
}

/**
 * The top bar's title: the highlighted link's. Until the remotes have answered it stays empty
 * rather than naming the wrong section; a URL nobody claims keeps the layout's default, Dashboard.
 */
export function titleFor(items: NavItem[], declarations: Declarations, pathname: string): string {
  const active = activeItem(items, pathname);
  if (active) return active.title ?? active.label;
  const pending = [...declarations.values()].some((state) => state.status === 'loading');
  return pending ? '' : 'Dashboard';
}
