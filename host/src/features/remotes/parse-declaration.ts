import type { Permission, SectionDeclaration, SidebarEntry } from '@spotter/shared';

// Must match DECLARATION_KEY in tools/rspack-config/declaration.mjs, which writes it.
const KEY = 'spotterSection';

const isPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/');
const isPaths = (value: unknown): value is string[] => Array.isArray(value) && value.every(isPath);

// The API's permissions (docs/product/team-and-roles.md §22), as data: this file runs before the shared library
// loads, and the contract reaches the screens as types only. Keyed by the contract's type, so a
// permission added to or dropped from the API fails the typecheck until it is here too.
const PERMISSIONS: Record<Permission, true> = {
  'members.view': true,
  'members.edit': true,
  'members.delete': true,
  'attendance.record': true,
  'enquiries.manage': true,
  'plans.view': true,
  'plans.edit': true,
  'staff.view': true,
  'staff.edit': true,
  'invoices.view': true,
  'invoices.export': true,
  'payments.record': true,
  'money.view': true,
  'revenue.view': true,
  'team.manage': true,
  'gym.edit': true,
  'activity.view': true,
  'payments.void': true,
  'takings.view_all': true,
  'deleted.restore': true,
  'backups.download': true,
  'reminders.manage': true,
  'branches.manage': true,
};
const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);

function isEntry(value: unknown): value is SidebarEntry {
  const entry = value as Partial<SidebarEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.label === 'string' &&
    entry.label !== '' &&
    isPath(entry.path) &&
    Number.isFinite(entry.order) &&
    (entry.match === undefined || isPaths(entry.match)) &&
    (entry.title === undefined || typeof entry.title === 'string') &&
    (entry.permission === undefined || isPermission(entry.permission))
  );
}

/** A section declaration, checked; throws when it is missing or malformed. */
export function checkDeclaration(value: unknown): SectionDeclaration {
  const declaration = value as Partial<SectionDeclaration> | null | undefined;
  if (
    !declaration ||
    !isPaths(declaration.prefixes) ||
    !Array.isArray(declaration.sidebar) ||
    !declaration.sidebar.every(isEntry)
  ) {
    throw new Error('The manifest carries no valid section declaration');
  }
  return { prefixes: declaration.prefixes, sidebar: declaration.sidebar };
}

/** The section declaration inside a remote's mf-manifest.json; throws when it is missing or malformed. */
export const parseDeclaration = (manifest: unknown): SectionDeclaration =>
  checkDeclaration((manifest as { metaData?: Record<string, unknown> } | null)?.metaData?.[KEY]);
