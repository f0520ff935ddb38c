import {
  action,
  defineResource,
  paths,
  pathTo,
  useApi,
  type AccountSaved,
  type PasswordReset,
  type Role,
  type RolesReply,
  type TeamAccount,
  type TeamAccounts,
} from '@spotter/shared';

export const ACCOUNTS_KEY = paths.team.accounts;
export const ROLES_KEY = paths.team.roles;

/** Every account of the team, by name (docs/product/team-and-roles.md §22). */
export const useTeamAccounts = () => useApi<TeamAccounts>(ACCOUNTS_KEY);

/** Every role (built-in first), and every permission with its label and what it needs. */
export const useRoles = () => useApi<RolesReply>(ROLES_KEY);

/**
 * The team's accounts: added, edited, disabled or enabled, a password reset. Each write makes the
 * roles stale (an account's role changes a role's count of accounts) and the session (the
 * signed-in account may be the one edited: its name and role).
 */
export const accountsResource = defineResource({
  list: ACCOUNTS_KEY,
  plain: (reply: TeamAccounts) => reply.data,
  rowId: (account: TeamAccount) => account.id,
  create: paths.team.addAccount,
  update: (id) => pathTo(paths.team.editAccount, { id }),
  stale: () => [ROLES_KEY, paths.auth.me],
  actions: {
    disable: action<number, undefined, AccountSaved>({
      path: (id) => pathTo(paths.team.disableAccount, { id }),
    }),
    enable: action<number, undefined, AccountSaved>({
      path: (id) => pathTo(paths.team.enableAccount, { id }),
    }),
    resetPassword: action<number, PasswordReset, AccountSaved>({
      path: (id) => pathTo(paths.team.resetPassword, { id }),
    }),
  },
});

/** The roles: added, edited and deleted; each write makes the accounts stale (a role's name shows in them). */
export const rolesResource = defineResource({
  list: ROLES_KEY,
  plain: (reply: RolesReply) => reply.roles,
  rowId: (role: Role) => role.id,
  create: paths.team.addRole,
  update: (id) => pathTo(paths.team.editRole, { id }),
  remove: (id) => pathTo(paths.team.deleteRole, { id }),
  stale: () => [ACCOUNTS_KEY, paths.auth.me],
});

export const TEAM_FAILURES = {
  account: 'Failed to save the account!',
  role: 'Failed to save the role!',
  delete: 'Delete failed!',
} as const;
