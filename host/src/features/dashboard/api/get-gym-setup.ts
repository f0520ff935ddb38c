import { paths, useApi, type GymSetup } from '@spotter/shared';

export const GYM_SETUP_KEY = paths.gym.setup;

/**
 * How far the gym is set up (docs/product/dashboard.md §15), for the checklist. Read by every
 * account's dashboard, as the host's server preloads it with the page (page-hints.ts).
 */
export function useGymSetup() {
  return useApi<GymSetup>(GYM_SETUP_KEY);
}
