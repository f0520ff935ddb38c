/**
 * Which remote owns which URLs. The host only needs the first path segment to pick a remote;
 * the remote's own routes decide the rest (including its not-found page).
 */
export interface SectionInfo {
  remote: string;
  prefixes: string[];
}

export const SECTIONS: SectionInfo[] = [
  { remote: 'members', prefixes: ['/users', '/attendance', '/enquiries'] },
  { remote: 'staff', prefixes: ['/view/staffs', '/add/staffs', '/staff', '/edit_trainer_staff'] },
  { remote: 'plans', prefixes: ['/plans'] },
  { remote: 'billing', prefixes: ['/invoice', '/pending', '/expired'] },
];

export function findSection(pathname: string): SectionInfo | undefined {
  return SECTIONS.find(({ prefixes }) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}
