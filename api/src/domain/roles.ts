import {
  BUILT_IN_ROLES,
  EVERY_BRANCH_PERMISSIONS,
  PERMISSION_NEEDS,
  PERMISSIONS,
  type Permission,
} from '../schemas/permissions';

const BUILT_IN = new Map<number, readonly Permission[]>(
  BUILT_IN_ROLES.map((role) => [role.id, role.permissions]),
);

export const isBuiltInRole = (roleId: number) => BUILT_IN.has(roleId);

/**
 * A role's permissions, in the catalogue's order: a built-in role's from the code (so a new
 * permission reaches them without a migration), a custom role's from its stored JSON (names the
 * code no longer knows are dropped, and so is any permission whose needs the role lacks: one saved
 * before a need was added, such as `backups.download` alone, holds nothing it cannot hold today).
 */
export function rolePermissions(roleId: number, stored: string): Permission[] {
  const builtIn = BUILT_IN.get(roleId);
  if (builtIn) return [...builtIn];
  let names: unknown;
  try {
    names = JSON.parse(stored);
  } catch {
    return [];
  }
  const held = new Set(Array.isArray(names) ? names : []);
  return withNeedsMet(PERMISSIONS.filter((permission) => held.has(permission)));
}

/** `permissions` less those lacking a need, until every one left has its needs (they chain). */
function withNeedsMet(permissions: Permission[]): Permission[] {
  let kept = permissions;
  for (let lacking = missingNeed(kept); lacking; lacking = missingNeed(kept)) {
    const { permission } = lacking;
    kept = kept.filter((held) => held !== permission);
  }
  return kept;
}

/** The first permission in `permissions` that lacks one it needs, and what it lacks. */
export function missingNeed(
  permissions: readonly Permission[],
): { permission: Permission; needs: Permission } | null {
  const held = new Set(permissions);
  for (const permission of permissions) {
    for (const needs of PERMISSION_NEEDS[permission] ?? [])
      if (!held.has(needs)) return { permission, needs };
  }
  return null;
}

/** Whether an account holding `own` may hand out a role holding `granted`: only what it holds itself. */
export const mayGrant = (own: ReadonlySet<Permission>, granted: readonly Permission[]) =>
  granted.every((permission) => own.has(permission));

/**
 * What an account may use: its role's permissions, less those about the whole chain
 * (EVERY_BRANCH_PERMISSIONS) when it works at some branches only. Read with the session, so the
 * routes' checks, the grants (an account hands out only what it holds) and the screens agree.
 */
export const accountPermissions = (role: readonly Permission[], allBranches: boolean) =>
  allBranches
    ? [...role]
    : role.filter((permission) => !EVERY_BRANCH_PERMISSIONS.includes(permission));
