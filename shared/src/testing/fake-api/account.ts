import { paths } from '@spotter/api/paths';
import type {
  AdminProfile,
  AdminProfileInput,
  AdminProfileReply,
  AdminProfileSaved,
  Done,
  Failed,
  PasswordChange,
} from '../../core/types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

export const emptyProfile = (): AdminProfile => ({ full_name: '', email: '', phone: '' });

const refused = (message: string) => answer<Failed>({ status: 'failed', message }, 400);

/**
 * The signed-in admin's settings and password change. Like the API, a wrong current password or a
 * short new one is a 400 that changes nothing; the fake trusts the settings form's own checks.
 */
export function accountRoutes(db: { auth: FakeAuth; profile: AdminProfile }) {
  return (method: string, pathname: string, _search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.account.profile && method === 'GET')
      return answer<AdminProfileReply>({ status: 'success', profile: db.profile });
    if (pathname === paths.account.profile && method === 'POST') {
      const input = body as AdminProfileInput;
      db.profile = {
        full_name: input.full_name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
      };
      return answer<AdminProfileSaved>({
        status: 'success',
        message: 'Account settings updated successfully!',
        profile: db.profile,
      });
    }
    if (pathname === paths.account.changePassword && method === 'POST') {
      const { current_password, new_password } = body as PasswordChange;
      if (current_password !== db.auth.password) return refused('Current password is incorrect');
      if ([...new_password].length < 10)
        return refused('New password must be at least 10 characters');
      db.auth.password = new_password;
      return answer<Done>({ status: 'success', message: 'Password changed successfully!' });
    }
    return undefined;
  };
}
