import {
  action,
  defineResource,
  patch,
  paths,
  useApi,
  type AdminProfile,
  type AdminProfileInput,
  type AdminProfileReply,
  type AdminProfileSaved,
  type Done,
  type PasswordChange,
} from '@spotter/shared';

export const PROFILE_KEY = paths.account.profile;

/** The signed-in admin's full name, e-mail and phone. */
export const useProfile = () => useApi<AdminProfileReply>(PROFILE_KEY);

/**
 * The signed-in account (docs/product/settings-and-search.md §18): its profile, read as one
 * record, saved (and shown as saved at once), and its password changed (its other sessions end;
 * this one stays signed in).
 */
export const accountResource = defineResource({
  list: PROFILE_KEY,
  plain: (reply: AdminProfileReply) => [reply.profile],
  rowId: (_profile: AdminProfile) => 0,
  actions: {
    saveProfile: action<void, AdminProfileInput, AdminProfileSaved>({
      path: () => PROFILE_KEY,
      failure: 'Update failed!',
      patches: (_, saved) => [
        patch<AdminProfileReply>(PROFILE_KEY, () => ({
          status: 'success',
          profile: saved.profile,
        })),
      ],
    }),
    changePassword: action<void, PasswordChange, Done>({
      path: () => paths.account.changePassword,
      failure: 'Failed to change password!',
    }),
  },
});
