import {
  action,
  defineResource,
  patch,
  paths,
  useApi,
  type GymDetails,
  type GymDetailsInput,
  type GymDetailsReply,
  type GymDetailsSaved,
} from '@spotter/shared';

export const GYM_KEY = paths.gym.details;

/** The gym's name, address and phone (docs/product/settings-and-search.md §18). */
export const useGymDetails = () => useApi<GymDetailsReply>(GYM_KEY);

/**
 * The gym's details, saved (and shown as saved at once). The session is read again so every
 * title and screen names the gym anew, and the branches (branch 1 may have taken them,
 * docs/product/branches.md §26) and the set-up, whose step is then done.
 */
export const gymResource = defineResource({
  list: GYM_KEY,
  plain: (reply: GymDetailsReply) => [reply.gym],
  rowId: (_gym: GymDetails) => 0,
  actions: {
    save: action<void, GymDetailsInput, GymDetailsSaved>({
      path: () => GYM_KEY,
      failure: 'Update failed!',
      stale: () => [paths.auth.me, paths.branches.list, paths.gym.setup],
      patches: (_, saved) => [
        patch<GymDetailsReply>(GYM_KEY, () => ({ status: 'success', gym: saved.gym })),
      ],
    }),
  },
});
