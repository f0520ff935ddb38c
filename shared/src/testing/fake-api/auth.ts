import {
  BUILT_IN_ROLES,
  EVERY_BRANCH_PERMISSIONS,
  type BuiltInRoleName,
} from '@spotter/api/contract';
import { paths } from '@spotter/api/paths';
import type {
  AccountBranches,
  Done,
  Failed,
  Me,
  PasswordChoice,
  Permission,
} from '../../core/types';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

/** The fake's one account, its role, and whether the browser holds its session. */
export interface FakeAuth {
  username: string;
  password: string;
  signedIn: boolean;
  fullName: string;
  role: string;
  permissions: Permission[];
  /** Signed in with a temporary password: it must choose its own first. */
  mustChoosePassword: boolean;
  /** The branches it works at; every one when not given. */
  branches?: AccountBranches;
}

/** One of the built-in roles, with the permissions the API gives it. */
export const fakeRole = (name: BuiltInRoleName): Pick<FakeAuth, 'role' | 'permissions'> => ({
  role: name,
  permissions: [...BUILT_IN_ROLES.find((role) => role.name === name)!.permissions],
});

/** By default an Owner (every permission), signed in; `fakeAdmin(fakeRole('Trainer'))` for another role. */
export const fakeAdmin = (overrides: Partial<FakeAuth> = {}): FakeAuth => ({
  username: 'owner',
  password: 'secret',
  signedIn: true,
  fullName: 'Gym Owner',
  ...fakeRole('Owner'),
  mustChoosePassword: false,
  ...overrides,
});

/** What the session check answers for the account while it is signed in, in the gym named `gymName`. */
export const sessionOf = (auth: FakeAuth, gymName: string): Me => ({
  status: 'success',
  admin: {
    id: 1,
    username: auth.username,
    full_name: auth.fullName,
    role: auth.role,
    // An account at some branches only does not hold those about the whole chain, as the API says.
    permissions:
      (auth.branches ?? 'all') === 'all'
        ? auth.permissions
        : auth.permissions.filter((permission) => !EVERY_BRANCH_PERMISSIONS.includes(permission)),
    must_choose_password: auth.mustChoosePassword,
    branches: auth.branches ?? 'all',
  },
  gym_name: gymName,
});

const refused = (status: number, message: string) =>
  answer<Failed>({ status: 'failed', message }, status);

/** Login, logout, the session check and choosing a first password, with the API's answers and messages. */
export function authRoutes(db: { auth: FakeAuth; gym: { name: string } }) {
  return (method: string, pathname: string, _search: string, body: unknown): Reply | undefined => {
    const { auth } = db;
    if (pathname === paths.auth.me && method === 'GET') {
      if (!auth.signedIn) return refused(401, 'Please log in to continue.');
      return answer<Me>(sessionOf(auth, db.gym.name));
    }
    if (pathname === paths.auth.login && method === 'POST') {
      const { username = '', password = '' } = (body ?? {}) as {
        username?: string;
        password?: string;
      };
      if (!username.trim() || !password) return refused(400, 'Please fill all required fields!');
      if (username.trim() !== auth.username || password !== auth.password)
        return refused(401, 'Invalid username or password');
      auth.signedIn = true;
      return answer<Done>({ status: 'success', message: 'Login successful!' });
    }
    if (pathname === paths.auth.logout && method === 'POST') {
      auth.signedIn = false;
      return answer<Done>({ status: 'success', message: 'Logged out successfully!' });
    }
    if (pathname === paths.account.choosePassword && method === 'POST') {
      const { new_password } = (body ?? {}) as Partial<PasswordChoice>;
      if (!auth.mustChoosePassword)
        return refused(409, 'Your password is not a temporary one: change it in Settings.');
      if (typeof new_password !== 'string' || [...new_password].length < 10)
        return refused(400, 'New password must be at least 10 characters');
      if (new_password === auth.password)
        return refused(400, 'Please choose a password other than the temporary one.');
      auth.password = new_password;
      auth.mustChoosePassword = false;
      return answer<Done>({ status: 'success', message: 'Password saved. Welcome to Spotter!' });
    }
    return undefined;
  };
}
