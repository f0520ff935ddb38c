import type {
  DashboardCard,
  SearchGroup,
  Permission,
  Requirements,
  SidebarEntry,
  VersionedDeclaration,
} from '@spotter/shared/core';

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
  'classes.view': true,
  'classes.book': true,
  'classes.attend': true,
  'classes.manage': true,
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

// As the build checks it (tools/rspack-config/declaration.mjs CARD_KEY): how `./dashboard` names
// the card's component.
const CARD_KEY = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function isCard(value: unknown): value is DashboardCard {
  const card = value as Partial<DashboardCard> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    typeof card.key === 'string' &&
    CARD_KEY.test(card.key) &&
    Number.isFinite(card.order) &&
    (card.permission === undefined || isPermission(card.permission))
  );
}

// As the build checks it (tools/rspack-config/declaration.mjs SEARCH_KIND).
const SEARCH_KIND = /^[a-z][a-z_]*$/;

/** A search group the host can list: its hits' links under one of the section's `prefixes`. */
function isSearchGroup(value: unknown, prefixes: string[]): value is SearchGroup {
  const group = value as Partial<SearchGroup> | null;
  return (
    typeof group === 'object' &&
    group !== null &&
    typeof group.kind === 'string' &&
    SEARCH_KIND.test(group.kind) &&
    typeof group.group === 'string' &&
    group.group.trim() !== '' &&
    Number.isFinite(group.order) &&
    typeof group.href === 'string' &&
    group.href.includes('{id}') &&
    prefixes.some((prefix) => group.href!.startsWith(`${prefix}/`))
  );
}

const isRanges = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((range) => typeof range === 'string');

/** What a remote needs, as its declaration states it (schema 2 on); none stated, nothing needed. */
function requirementsOf(value: unknown): Requirements {
  const requires = (value ?? {}) as Partial<Requirements>;
  return {
    ...(typeof requires.host === 'string' && { host: requires.host }),
    ...(isRanges(requires.shared) && { shared: requires.shared }),
    ...(typeof requires.runtime === 'string' && { runtime: requires.runtime }),
  };
}

// Each link or prefix the host cannot use is reported once per page load, not at every read.
const reported = new Set<string>();
function reportOnce(what: string) {
  if (reported.has(what)) return;
  reported.add(what);
  console.warn(what);
}

/**
 * A section declaration, checked entry by entry: a link the host cannot use (a permission it does
 * not know, a malformed path) is left out and reported once, and the rest of the section stands.
 * Throws only when there is no declaration at all. Reads every schema the host knows (1: no
 * `schema`, no `requires`; 2: both; 3: `dashboard` cards and `search` groups, each read alone
 * like a link) and, as
 * well as it can, a later one, which the compatibility check then refuses with its reason
 * (compatibility.ts).
 */
export function checkDeclaration(value: unknown, remote = 'a remote'): VersionedDeclaration {
  const declaration = value as Partial<VersionedDeclaration> | null | undefined;
  if (!declaration || typeof declaration !== 'object' || !Array.isArray(declaration.prefixes))
    throw new Error('The manifest carries no valid section declaration');
  const prefixes = declaration.prefixes.filter((prefix: unknown) => {
    if (isPath(prefix)) return true;
    reportOnce(
      `The "${remote}" section's prefix ${JSON.stringify(prefix)} is not a path: left out`,
    );
    return false;
  });
  const sidebar = (Array.isArray(declaration.sidebar) ? declaration.sidebar : []).filter(
    (entry: unknown) => {
      if (isEntry(entry)) return true;
      reportOnce(
        `The "${remote}" section's link ${JSON.stringify(entry)} cannot be shown by this Spotter (an unknown permission or a malformed entry): left out`,
      );
      return false;
    },
  );
  // Dashboard cards (schema 3): each read alone, like the links; a key seen before is left out.
  const keys = new Set<string>();
  const dashboard = (Array.isArray(declaration.dashboard) ? declaration.dashboard : []).filter(
    (card: unknown) => {
      if (isCard(card) && !keys.has(card.key)) {
        keys.add(card.key);
        return true;
      }
      reportOnce(
        `The "${remote}" section's dashboard card ${JSON.stringify(card)} cannot be shown by this Spotter (an unknown permission, a malformed or repeated key): left out`,
      );
      return false;
    },
  );
  // Search groups (schema 3): each read alone too; a kind seen before is left out.
  const kinds = new Set<string>();
  const search = (Array.isArray(declaration.search) ? declaration.search : []).filter(
    (group: unknown) => {
      if (isSearchGroup(group, prefixes) && !kinds.has(group.kind)) {
        kinds.add(group.kind);
        return true;
      }
      reportOnce(
        `The "${remote}" section's search group ${JSON.stringify(group)} cannot be listed by this Spotter (a malformed kind, heading or link, or a repeated kind): left out`,
      );
      return false;
    },
  );
  return {
    schema: typeof declaration.schema === 'number' ? declaration.schema : 1,
    requires: requirementsOf(declaration.requires),
    prefixes,
    sidebar,
    ...(dashboard.length > 0 && { dashboard }),
    ...(search.length > 0 && { search }),
  };
}

/** The section declaration inside a remote's mf-manifest.json; throws when it has none. */
export const parseDeclaration = (manifest: unknown, remote?: string): VersionedDeclaration =>
  checkDeclaration(
    (manifest as { metaData?: Record<string, unknown> } | null)?.metaData?.[KEY],
    remote,
  );
