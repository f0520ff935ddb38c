import type { Me } from '../../core/types';

let current: (() => Me | undefined) | undefined;

/**
 * How the running test's fake API reads its session (the account and gym it answers for); none
 * when a test stubs fetch itself.
 */
export const rememberAccount = (session: (() => Me | undefined) | undefined) => {
  current = session;
};

/**
 * The session the running test's fake API answers now, if signed in: what the host has read
 * before it mounts a section's page (so renderRoutes starts with it, as the app does).
 */
export const fakeSession = (): Me | undefined => current?.();
