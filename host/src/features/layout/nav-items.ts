export interface NavItem {
  label: string;
  to: string;
  /** The remote that serves this link, fetched early when the link is hovered or focused. */
  remote?: string;
}

// SPEC's five links first, then the sections DECISIONS.md adds.
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Members', to: '/users', remote: 'members' },
  { label: 'Trainers & Staffs', to: '/view/staffs', remote: 'staff' },
  { label: 'Plans', to: '/plans', remote: 'plans' },
  { label: 'Invoice', to: '/invoice', remote: 'billing' },
  { label: 'Attendance', to: '/attendance', remote: 'members' },
  { label: 'Enquiries', to: '/enquiries', remote: 'members' },
  { label: 'Pending', to: '/pending', remote: 'billing' },
  { label: 'Expired', to: '/expired', remote: 'billing' },
  { label: 'Settings', to: '/settings' },
];

/** The top bar's title: the nav item whose link the current URL falls under. */
export function titleFor(pathname: string): string {
  const match = NAV_ITEMS.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return match?.label ?? 'Dashboard';
}
