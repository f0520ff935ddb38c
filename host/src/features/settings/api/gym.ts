import { mutate } from 'swr';
import {
  expectSuccess,
  paths,
  refreshSession,
  request,
  useApi,
  type GymDetailsInput,
  type GymDetailsReply,
  type GymDetailsSaved,
} from '@spotter/shared';

export const GYM_KEY = paths.gym.details;

/** The gym's name, address and phone (docs/product/settings-and-search.md §18). */
export const useGymDetails = () => useApi<GymDetailsReply>(GYM_KEY);

/**
 * Saves them; the session is read again so every title and screen names the gym anew, and the
 * branches and the set-up, which the save may change.
 */
export async function updateGymDetails(
  input: GymDetailsInput,
  signal: AbortSignal,
): Promise<GymDetailsSaved> {
  const reply = expectSuccess(
    await request<GymDetailsSaved>(GYM_KEY, { method: 'POST', json: input, signal }),
    'Update failed!',
  );
  await mutate(GYM_KEY, { status: 'success', gym: reply.gym } satisfies GymDetailsReply, {
    revalidate: false,
  });
  // Branch 1 may have taken them (docs/product/branches.md §26), and the set-up's step is done.
  void mutate(paths.branches.list);
  void mutate(paths.gym.setup);
  await refreshSession();
  return reply;
}
