import { BUILT_IN_ROLES } from '@spotter/api/contract';
import type { TeamAccount } from '../../core/types';
import type { FakeAuth } from './auth';

/**
 * The team's accounts (the signed-in one is id 1, as `admin_me` says), as the activity trail's
 * people and the set-up's Team step read them. The team screens themselves, and the rules of
 * accounts and roles, run on the real API in-process (../in-process-api.ts).
 */
export interface FakeTeam {
  accounts: TeamAccount[];
}

const roleIdOf = (name: string) => BUILT_IN_ROLES.find((role) => role.name === name)?.id ?? 1;

/** `Account 02`, username `account02`, a Front desk who has signed in; `overrides` replace fields. */
export const sampleAccount = (id: number, overrides: Partial<TeamAccount> = {}): TeamAccount => {
  const role = overrides.role ?? 'Front desk';
  return {
    id,
    full_name: `Account ${String(id).padStart(2, '0')}`,
    username: `account${String(id).padStart(2, '0')}`,
    role_id: roleIdOf(role),
    role,
    status: 'active',
    last_sign_in_at: '2026-11-20T09:30:00.000Z',
    temporary_password: false,
    branches: 'all',
    staff_id: null,
    staff_name: null,
    ...overrides,
  };
};

/** What a test starts the team with: by default the signed-in account alone. */
export interface FakeTeamSeed {
  accounts?: TeamAccount[];
}

export const fakeTeam = (auth: FakeAuth, seed: FakeTeamSeed = {}): FakeTeam => ({
  accounts: [
    ...(seed.accounts ?? [
      sampleAccount(1, { full_name: auth.fullName, username: auth.username, role: auth.role }),
    ]),
  ],
});
