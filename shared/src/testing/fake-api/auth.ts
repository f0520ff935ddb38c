import type { Done, Failed, Me } from '../../types';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

/** The fake's one admin account, and whether the browser holds its session. */
export interface FakeAuth {
  username: string;
  password: string;
  signedIn: boolean;
}

export const fakeAdmin = (overrides: Partial<FakeAuth> = {}): FakeAuth => ({
  username: 'owner',
  password: 'secret',
  signedIn: true,
  ...overrides,
});

const refused = (status: number, message: string) =>
  answer<Failed>({ status: 'failed', message }, status);

/** Login, logout and the session check, with the API's answers and messages. */
export function authRoutes(db: { auth: FakeAuth }) {
  return (method: string, pathname: string, _search: string, body: unknown): Reply | undefined => {
    const { auth } = db;
    if (pathname === '/members/admin_me' && method === 'GET') {
      if (!auth.signedIn) return refused(401, 'Please log in to continue.');
      return answer<Me>({ status: 'success', admin: { id: 1, username: auth.username } });
    }
    if (pathname === '/members/admin_login' && method === 'POST') {
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
    if (pathname === '/members/admin_logout' && method === 'POST') {
      auth.signedIn = false;
      return answer<Done>({ status: 'success', message: 'Logged out successfully!' });
    }
    return undefined;
  };
}
