import { paths } from '@spotter/api/paths';
import type {
  Failed,
  GymDetails,
  GymDetailsInput,
  GymDetailsReply,
  GymDetailsSaved,
  GymName,
} from '../../types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

/** What the API answers before Settings saves anything: GYM_NAME's default, no address or phone. */
export const defaultGym = (): GymDetails => ({ name: 'Spotter', address: '', phone: '' });

/**
 * The gym's details: read by every account (its name without a session, for the login page),
 * changed only with gym.edit, as the API does. The fake trusts the form's own checks.
 */
export function gymRoutes(db: { auth: FakeAuth; gym: GymDetails }) {
  return (method: string, pathname: string, _search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.gym.name && method === 'GET')
      return answer<GymName>({ status: 'success', name: db.gym.name });
    if (pathname !== paths.gym.details) return undefined;
    if (method === 'GET') return answer<GymDetailsReply>({ status: 'success', gym: db.gym });
    if (method !== 'POST') return undefined;
    if (!db.auth.permissions.includes('gym.edit'))
      return answer<Failed>(
        { status: 'failed', message: 'You do not have permission to do this.' },
        403,
      );
    const input = body as GymDetailsInput;
    db.gym = { name: input.name.trim(), address: input.address.trim(), phone: input.phone.trim() };
    return answer<GymDetailsSaved>({
      status: 'success',
      message: 'Gym details updated successfully!',
      gym: db.gym,
    });
  };
}
