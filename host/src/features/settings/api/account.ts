import { mutate } from 'swr';
import {
  expectSuccess,
  paths,
  request,
  useApi,
  type AdminProfileInput,
  type AdminProfileReply,
  type AdminProfileSaved,
  type Done,
  type PasswordChange,
} from '@spotter/shared';

export const PROFILE_KEY = paths.account.profile;

/** The signed-in admin's full name, e-mail and phone. */
export const useProfile = () => useApi<AdminProfileReply>(PROFILE_KEY);

export async function updateProfile(
  input: AdminProfileInput,
  signal: AbortSignal,
): Promise<AdminProfileSaved> {
  const reply = expectSuccess(
    await request<AdminProfileSaved>(PROFILE_KEY, { method: 'POST', json: input, signal }),
    'Update failed!',
  );
  await mutate(
    PROFILE_KEY,
    { status: 'success', profile: reply.profile } satisfies AdminProfileReply,
    { revalidate: false },
  );
  return reply;
}

/** The admin's other sessions end; this one stays signed in. */
export async function changePassword(input: PasswordChange, signal: AbortSignal): Promise<Done> {
  return expectSuccess(
    await request<Done>(paths.account.changePassword, { method: 'POST', json: input, signal }),
    'Failed to change password!',
  );
}
