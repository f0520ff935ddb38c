import {
  BUILT_IN_ROLES,
  type AccountBranches,
  type BuiltInRoleName,
  type TeamAccount,
} from '../schemas';
import { login, type TestApp } from './test-app';

/** Each built-in role's id, by its name. */
export const ROLE_ID = Object.fromEntries(
  BUILT_IN_ROLES.map((role) => [role.name, role.id]),
) as Record<BuiltInRoleName, number>;

export const ROLE_NAMES = BUILT_IN_ROLES.map((role) => role.name);

export const TEMPORARY_PASSWORD = 'a-temporary-password';

export interface NewAccountFields {
  role_id: number;
  username: string;
  full_name?: string;
  temporary_password?: string;
  branches?: AccountBranches;
  /** Its own trainer or staff record. */
  staff_id?: number | null;
}

/** Adds an account through `/team/add_account` with an Owner's cookie; answers it as listed. */
export async function addAccount(
  app: TestApp,
  ownerCookie: string,
  { full_name = 'Team Member', temporary_password = TEMPORARY_PASSWORD, ...rest }: NewAccountFields,
): Promise<TeamAccount> {
  const response = await app.inject({
    method: 'POST',
    url: '/team/add_account',
    headers: { cookie: ownerCookie },
    payload: { full_name, temporary_password, ...rest },
  });
  if (response.statusCode !== 201)
    throw new Error(`add_account answered ${response.statusCode}: ${response.body}`);
  return response.json().account;
}

/** Signs in with a temporary password and chooses `password`; answers the session's cookie. */
export async function chooseFirstPassword(
  app: TestApp,
  username: string,
  password: string,
  temporary = TEMPORARY_PASSWORD,
): Promise<string> {
  const cookie = await login(app, { username, password: temporary });
  const chosen = await app.inject({
    method: 'POST',
    url: '/members/choose_password',
    headers: { cookie },
    payload: { new_password: password },
  });
  if (chosen.statusCode !== 200)
    throw new Error(`choose_password answered ${chosen.statusCode}: ${chosen.body}`);
  return cookie;
}

export interface TeamMember {
  id: number;
  username: string;
  password: string;
  cookie: string;
}

/**
 * A new account with `role` (a built-in role's name or any role's id), added by an Owner as the
 * screens add one, signed in and past choosing its own password.
 */
export async function signedInAs(
  app: TestApp,
  ownerCookie: string,
  role: BuiltInRoleName | number,
  username = `${String(role).toLowerCase().replace(/\W/g, '-')}-account`,
  branches?: AccountBranches,
  staff_id?: number,
): Promise<TeamMember> {
  const role_id = typeof role === 'number' ? role : ROLE_ID[role];
  const { id } = await addAccount(app, ownerCookie, { role_id, username, branches, staff_id });
  const password = `${username}-own-password`;
  return { id, username, password, cookie: await chooseFirstPassword(app, username, password) };
}

/** The team screens' requests, with the cookie of the account that manages the team. */
export function teamClient(app: TestApp, cookie: string) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    accounts: () => send('GET', '/team/accounts'),
    add: (body: object) => send('POST', '/team/add_account', body),
    edit: (id: number, body: object) => send('POST', `/team/edit_account/${id}`, body),
    disable: (id: number) => send('POST', `/team/disable_account/${id}`),
    enable: (id: number) => send('POST', `/team/enable_account/${id}`),
    resetPassword: (id: number, temporary_password: string) =>
      send('POST', `/team/reset_password/${id}`, { temporary_password }),
    roles: () => send('GET', '/team/roles'),
    addRole: (body: object) => send('POST', '/team/add_role', body),
    editRole: (id: number, body: object) => send('POST', `/team/edit_role/${id}`, body),
    removeRole: (id: number) => send('DELETE', `/team/delete_role/${id}`),
  };
}
