import { mutate } from 'swr';
import {
  expectSuccess,
  paths,
  pathTo,
  refreshSession,
  request,
  useApi,
  type AccountEdit,
  type AccountSaved,
  type Done,
  type NewAccount,
  type PasswordReset,
  type RoleInput,
  type RoleSaved,
  type RolesReply,
  type StatusReply,
  type TeamAccounts,
} from '@spotter/shared';

export const ACCOUNTS_KEY = paths.team.accounts;
export const ROLES_KEY = paths.team.roles;

/** Every account of the team, by name (docs/product/team-and-roles.md §22). */
export const useTeamAccounts = () => useApi<TeamAccounts>(ACCOUNTS_KEY);

/** Every role (built-in first), and every permission with its label and what it needs. */
export const useRoles = () => useApi<RolesReply>(ROLES_KEY);

/**
 * One write of the team: the API's success rule, then both lists are read again (an account's
 * role changes a role's count of accounts; a role's name shows in the accounts).
 */
async function write<T extends StatusReply>(
  path: string,
  signal: AbortSignal,
  failure: string,
  { method = 'POST', json }: { method?: 'POST' | 'DELETE'; json?: object } = {},
): Promise<T> {
  const reply = expectSuccess(await request<T>(path, { method, json, signal }), failure);
  void mutate(ACCOUNTS_KEY);
  void mutate(ROLES_KEY);
  return reply;
}

export const TEAM_FAILURES = {
  account: 'Failed to save the account!',
  role: 'Failed to save the role!',
  delete: 'Delete failed!',
} as const;

export const addAccount = (json: NewAccount, signal: AbortSignal) =>
  write<AccountSaved>(paths.team.addAccount, signal, TEAM_FAILURES.account, { json });

/** The signed-in account may be the one edited: its session is read again for its name and role. */
export async function editAccount(id: number, json: AccountEdit, signal: AbortSignal) {
  const reply = await write<AccountSaved>(
    pathTo(paths.team.editAccount, { id }),
    signal,
    TEAM_FAILURES.account,
    {
      json,
    },
  );
  void refreshSession();
  return reply;
}

export const setDisabled = (id: number, disabled: boolean, signal: AbortSignal) =>
  write<AccountSaved>(
    pathTo(disabled ? paths.team.disableAccount : paths.team.enableAccount, { id }),
    signal,
    TEAM_FAILURES.account,
  );

export const resetPassword = (id: number, json: PasswordReset, signal: AbortSignal) =>
  write<AccountSaved>(pathTo(paths.team.resetPassword, { id }), signal, TEAM_FAILURES.account, {
    json,
  });

export const addRole = (json: RoleInput, signal: AbortSignal) =>
  write<RoleSaved>(paths.team.addRole, signal, TEAM_FAILURES.role, { json });

export const editRole = (id: number, json: RoleInput, signal: AbortSignal) =>
  write<RoleSaved>(pathTo(paths.team.editRole, { id }), signal, TEAM_FAILURES.role, { json });

export const deleteRole = (id: number, signal: AbortSignal) =>
  write<Done>(pathTo(paths.team.deleteRole, { id }), signal, TEAM_FAILURES.delete, {
    method: 'DELETE',
  });
