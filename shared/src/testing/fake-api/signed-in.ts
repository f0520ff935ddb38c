import type { Me } from '../../types';
import { sessionOf, type FakeAuth } from './auth';

let current: FakeAuth | undefined;

/** The account the running test's fake API answers for; none when a test stubs fetch itself. */
export const rememberAccount = (auth: FakeAuth | undefined) => {
  current = auth;
};

/**
 * The session the running test's fake API answers now, if signed in: what the host has read
 * before it mounts a section's page (so renderRoutes starts with it, as the app does).
 */
export const fakeSession = (): Me | undefined =>
  current?.signedIn ? sessionOf(current) : undefined;
