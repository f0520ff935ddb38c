import {
  BUILT_IN_ROLES,
  PERMISSION_LABELS,
  PERMISSION_NEEDS,
  PERMISSIONS,
  USERNAME_RULE,
} from '@spotter/api/contract';
import { paths } from '@spotter/api/paths';
import type {
  AccountEdit,
  AccountSaved,
  Done,
  Failed,
  NewAccount,
  PasswordChoice,
  PasswordReset,
  Permission,
  Role,
  RoleInput,
  RoleSaved,
  RolesReply,
  TeamAccount,
  TeamAccounts,
} from '../../core/types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import { answer, nextId, notFound } from './paging';
import { idRoute } from './route-ids';

/** A role as the fake stores it; how many accounts hold it is counted when it is answered. */
export type FakeRole = Omit<Role, 'accounts'>;

/** The team's accounts (the signed-in one is id 1, as `admin_me` says) and every role. */
export interface FakeTeam {
  accounts: TeamAccount[];
  roles: FakeRole[];
}

const BUILT_IN: FakeRole[] = BUILT_IN_ROLES.map(({ id, name, permissions }) => ({
  id,
  name,
  built_in: true,
  permissions: [...permissions],
}));

/** A custom role (ids from 6, like the API's). */
export const sampleRole = (id: number, name: string, permissions: Permission[]): FakeRole => ({
  id,
  name,
  built_in: false,
  permissions,
});

const roleIdOf = (name: string) => BUILT_IN.find((role) => role.name === name)?.id ?? 1;

/** `Account 02`, username `account02`, a Front desk who has signed in; `overrides` replace fields. */
export const sampleAccount = (id: number, overrides: Partial<TeamAccount> = {}): TeamAccount => {
  const role = overrides.role ?? 'Front desk';
  return {
    id,
    full_name: `Account ${String(id).padStart(2, '0')}`,
    username: `account${String(id).padStart(2, '0')}`,
    role_id: roleIdOf(role),
    role,
    status: 'active',
    last_sign_in_at: '2026-11-20T09:30:00.000Z',
    temporary_password: false,
    branches: 'all',
    ...overrides,
  };
};

/** What a test starts the team with: by default the signed-in account alone, and no custom role. */
export interface FakeTeamSeed {
  accounts?: TeamAccount[];
  /** Roles beside the five built-in ones, which are always there. */
  customRoles?: FakeRole[];
}

export const fakeTeam = (auth: FakeAuth, seed: FakeTeamSeed = {}): FakeTeam => ({
  accounts: [
    ...(seed.accounts ?? [
      sampleAccount(1, { full_name: auth.fullName, username: auth.username, role: auth.role }),
    ]),
  ],
  roles: [...BUILT_IN, ...(seed.customRoles ?? [])],
});

const FORBIDDEN = 'You do not have permission to do this.';
const refused = (status: number, message: string) =>
  answer<Failed>({ status: 'failed', message }, status);
const byText = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
const tooShort = (password: unknown, label: string) =>
  typeof password !== 'string' || [...password].length < 10
    ? refused(400, `${label} must be at least 10 characters`)
    : undefined;

/** The input checks the API's schemas make, with their messages; undefined when it passes. */
function badAccount(input: Partial<NewAccount>, isNew: boolean): Reply | undefined {
  if (!input.full_name?.trim()) return refused(400, 'Full name is required');
  if (!isNew) return undefined;
  const username = input.username ?? '';
  if (username.length < 3) return refused(400, 'Username must be at least 3 characters');
  if (!new RegExp(USERNAME_RULE.pattern).test(username)) return refused(400, USERNAME_RULE.message);
  return tooShort(input.temporary_password, 'Temporary password');
}

/**
 * `/team/*` (team.manage) and `POST /members/choose_password`, with the API's answers and
 * refusals: a role handed out must hold only what the signed-in account holds, an active Owner
 * must remain, the built-in roles stay as they are, and a permission comes with those it needs.
 */
export function teamRoutes(db: { auth: FakeAuth; team: FakeTeam }) {
  const held = (permissions: Permission[]) =>
    permissions.every((permission) => db.auth.permissions.includes(permission));
  const roleOf = (id: number | undefined) => db.team.roles.find((role) => role.id === id);
  const countedRole = (role: FakeRole): Role => ({
    ...role,
    accounts: db.team.accounts.filter((account) => account.role_id === role.id).length,
  });
  const activeOwners = () =>
    db.team.accounts.filter((a) => a.role_id === 1 && a.status === 'active').length;
  const replace = (next: TeamAccount) => {
    db.team.accounts = db.team.accounts.map((a) => (a.id === next.id ? next : a));
    return next;
  };
  const saved = (message: string, account: TeamAccount) =>
    answer<AccountSaved>({ status: 'success', message, account });

  function checkRole(input: Partial<RoleInput>, except?: number): Reply | undefined {
    const name = input.name?.trim() ?? '';
    if (!name) return refused(400, 'Name is required');
    const permissions = input.permissions ?? [];
    for (const permission of permissions)
      for (const need of PERMISSION_NEEDS[permission] ?? [])
        if (!permissions.includes(need))
          return refused(
            400,
            `“${PERMISSION_LABELS[permission]}” needs “${PERMISSION_LABELS[need]}”.`,
          );
    if (!held(permissions)) return refused(403, FORBIDDEN);
    if (db.team.roles.some((role) => role.id !== except && byText(role.name, name) === 0))
      return refused(409, 'A role with that name already exists.');
    return undefined;
  }

  /** `path`: which of the account's calls (`paths.team.editAccount`…). */
  function account(path: string, target: TeamAccount, body: unknown): Reply {
    if (!held(roleOf(target.role_id)?.permissions ?? [])) return refused(403, FORBIDDEN);
    const lastOwner = target.role_id === 1 && target.status === 'active' && activeOwners() <= 1;
    if (path === paths.team.editAccount) {
      const input = (body ?? {}) as Partial<AccountEdit>;
      const problem = badAccount(input, false);
      if (problem) return problem;
      const role = roleOf(input.role_id);
      if (!role) return refused(400, 'Please choose a role.');
      if (role.id !== target.role_id && !held(role.permissions)) return refused(403, FORBIDDEN);
      if (role.id !== target.role_id && lastOwner)
        return refused(409, 'There must be at least one active Owner.');
      const full_name = input.full_name!.trim();
      return saved(
        'Account updated.',
        replace({
          ...target,
          full_name,
          role_id: role.id,
          role: role.name,
          branches: input.branches ?? target.branches,
        }),
      );
    }
    if (path === paths.team.disableAccount) {
      if (target.id === 1) return refused(409, 'You cannot disable your own account.');
      if (lastOwner) return refused(409, 'There must be at least one active Owner.');
      const account = replace({ ...target, status: 'disabled' });
      return saved(`${account.username} is disabled and signed out.`, account);
    }
    if (path === paths.team.enableAccount)
      return saved(`${target.username} is active again.`, replace({ ...target, status: 'active' }));
    if (target.id === 1) return refused(409, 'To change your own password, use Settings.');
    const problem = tooShort(
      (body as Partial<PasswordReset> | undefined)?.temporary_password,
      'Temporary password',
    );
    if (problem) return problem;
    const account = replace({ ...target, temporary_password: true });
    return saved(
      `Password reset. ${account.username} chooses a new one at the next sign-in.`,
      account,
    );
  }

  return (method: string, pathname: string, _search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.account.choosePassword && method === 'POST') {
      const { new_password } = (body ?? {}) as Partial<PasswordChoice>;
      if (!db.auth.mustChoosePassword)
        return refused(409, 'Your password is not a temporary one: change it in Settings.');
      const problem = tooShort(new_password, 'New password');
      if (problem) return problem;
      if (new_password === db.auth.password)
        return refused(400, 'Please choose a password other than the temporary one.');
      db.auth.password = new_password!;
      db.auth.mustChoosePassword = false;
      return answer<Done>({ status: 'success', message: 'Password saved. Welcome to Spotter!' });
    }
    if (!pathname.startsWith('/team/')) return undefined;
    if (!db.auth.permissions.includes('team.manage')) return refused(403, FORBIDDEN);

    if (pathname === paths.team.accounts && method === 'GET') {
      const data = [...db.team.accounts].sort(
        (a, b) => byText(a.full_name, b.full_name) || byText(a.username, b.username),
      );
      return answer<TeamAccounts>({ status: 'success', data });
    }
    if (pathname === paths.team.addAccount && method === 'POST') {
      const input = (body ?? {}) as Partial<NewAccount>;
      const problem = badAccount(input, true);
      if (problem) return problem;
      const role = roleOf(input.role_id);
      if (!role) return refused(400, 'Please choose a role.');
      if (!held(role.permissions)) return refused(403, FORBIDDEN);
      if (db.team.accounts.some((a) => byText(a.username, input.username!) === 0))
        return refused(409, 'That username is already taken.');
      const account: TeamAccount = {
        id: nextId(db.team.accounts),
        full_name: input.full_name!.trim(),
        username: input.username!,
        role_id: role.id,
        role: role.name,
        status: 'active',
        last_sign_in_at: null,
        temporary_password: true,
        branches: input.branches ?? 'all',
      };
      db.team.accounts.push(account);
      return answer<AccountSaved>(
        {
          status: 'success',
          message: `Account ${account.username} added. Give them the temporary password: they choose their own when they first sign in.`,
          account,
        },
        201,
      );
    }
    const { editAccount, disableAccount, enableAccount, resetPassword } = paths.team;
    const onAccount = idRoute(
      [editAccount, disableAccount, enableAccount, resetPassword],
      pathname,
    );
    if (onAccount && method === 'POST') {
      const target = db.team.accounts.find((a) => a.id === onAccount.id);
      if (!target) return notFound('Account not found');
      return account(onAccount.path, target, body);
    }

    if (pathname === paths.team.roles && method === 'GET') {
      const custom = db.team.roles
        .filter((r) => !r.built_in)
        .sort((a, b) => byText(a.name, b.name));
      return answer<RolesReply>({
        status: 'success',
        roles: [...db.team.roles.filter((r) => r.built_in), ...custom].map(countedRole),
        permissions: PERMISSIONS.map((key) => ({
          key,
          label: PERMISSION_LABELS[key],
          needs: [...(PERMISSION_NEEDS[key] ?? [])],
        })),
      });
    }
    if (pathname === paths.team.addRole && method === 'POST') {
      const input = (body ?? {}) as Partial<RoleInput>;
      const problem = checkRole(input);
      if (problem) return problem;
      const role = sampleRole(nextId(db.team.roles), input.name!.trim(), input.permissions ?? []);
      db.team.roles.push(role);
      return answer<RoleSaved>(
        { status: 'success', message: `Role ${role.name} added.`, role: countedRole(role) },
        201,
      );
    }
    const onRole = idRoute([paths.team.editRole, paths.team.deleteRole], pathname);
    if (!onRole) return undefined;
    const role = roleOf(onRole.id);
    if (role?.built_in) return refused(409, 'The built-in roles cannot be changed.');
    if (!role) return notFound('Role not found');
    if (!held(role.permissions)) return refused(403, FORBIDDEN);
    if (onRole.path === paths.team.editRole && method === 'POST') {
      const input = (body ?? {}) as Partial<RoleInput>;
      const problem = checkRole(input, role.id);
      if (problem) return problem;
      const next = { ...role, name: input.name!.trim(), permissions: input.permissions ?? [] };
      db.team.roles = db.team.roles.map((r) => (r.id === role.id ? next : r));
      db.team.accounts = db.team.accounts.map((a) =>
        a.role_id === role.id ? { ...a, role: next.name } : a,
      );
      return answer<RoleSaved>({
        status: 'success',
        message: `Role ${next.name} saved.`,
        role: countedRole(next),
      });
    }
    if (onRole.path === paths.team.deleteRole && method === 'DELETE') {
      const { accounts } = countedRole(role);
      if (accounts > 0)
        return refused(
          409,
          `${accounts === 1 ? 'One account has' : `${accounts} accounts have`} this role: give ${accounts === 1 ? 'it' : 'them'} another role first.`,
        );
      db.team.roles = db.team.roles.filter((r) => r.id !== role.id);
      return answer<Done>({ status: 'success', message: 'Role deleted.' });
    }
    return undefined;
  };
}
