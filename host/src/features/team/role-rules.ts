import type { Permission, PermissionInfo, RoleInput } from '@spotter/shared';

/*
 * docs/product/team-and-roles.md §22: a custom role's permissions. Some need others (editing a member means
 * typing its fee: "Add and edit members" needs "See fees, payments and dues"), as GET /team/roles
 * says; the form keeps every ticked permission with what it needs, so the API never has to refuse
 * "“X” needs “Y”.".
 */

type Catalogue = readonly PermissionInfo[];

const needsOf = (catalogue: Catalogue, key: Permission) =>
  catalogue.find((info) => info.key === key)?.needs ?? [];

/** `ticked` with `key` and everything it needs, and what those need in turn. */
export function tick(catalogue: Catalogue, ticked: readonly Permission[], key: Permission) {
  const next = new Set(ticked);
  const add = (permission: Permission) => {
    if (next.has(permission)) return;
    next.add(permission);
    needsOf(catalogue, permission).forEach(add);
  };
  next.delete(key);
  add(key);
  return inOrder(catalogue, next);
}

/** `ticked` without `key`, nor any permission that needs it (directly or through another). */
export function untick(catalogue: Catalogue, ticked: readonly Permission[], key: Permission) {
  const next = new Set(ticked);
  const remove = (permission: Permission) => {
    if (!next.delete(permission)) return;
    for (const info of catalogue) if (info.needs.includes(permission)) remove(info.key);
  };
  remove(key);
  return inOrder(catalogue, next);
}

/** The permissions in the catalogue's order, as the API lists a role's. */
const inOrder = (catalogue: Catalogue, held: ReadonlySet<Permission>) =>
  catalogue.map((info) => info.key).filter((key) => held.has(key));

export const ROLE_TEXTS = {
  nameRequired: 'Name is required',
  nameLong: 'Name must be at most 50 characters',
} as const;

/** The role to send, its name trimmed, or the error to show beside the name. */
export function validateRole(
  name: string,
  permissions: Permission[],
): { error?: string; input: RoleInput | null } {
  const trimmed = name.trim();
  // At most 50 characters (TEAM_LIMITS.roleNameMax in api/src/schemas/team.ts).
  const error = !trimmed
    ? ROLE_TEXTS.nameRequired
    : [...trimmed].length > 50
      ? ROLE_TEXTS.nameLong
      : undefined;
  return error ? { error, input: null } : { input: { name: trimmed, permissions } };
}
