import type { Me } from '../../types';
import { sessionOf, type FakeAuth } from './auth';

let current: { auth: FakeAuth; gym: { name: string } } | undefined;

/** The account (and gym) the running test's fake API answers for; none when a test stubs fetch itself. */
export const rememberAccount = (db: { auth: FakeAuth; gym: { name: string } } | undefined) => {
  current = db;
};

/**
 * The session the running test's fake API answers now, if signed in: what the host has read
 * before it mounts a section's page (so renderRoutes starts with it, as the app does).
 */
export const fakeSession = (): Me | undefined =>
  current?.auth.signedIn ? sessionOf(current.auth, current.gym.name) : undefined;
