import { paths } from '@spotter/api/paths';
import type {
  Branch,
  Failed,
  GymDetails,
  GymDetailsInput,
  GymDetailsReply,
  GymDetailsSaved,
  GymName,
  GymSetup,
  Plan,
} from '../../core/types';
import type { FakeAuth } from './auth';
import type { FakeMember } from './fake-member';
import type { Reply } from './fetch-stub';
import { hasRun, type FakeImportRun } from './imports';
import { answer } from './paging';
import type { FakeTeam } from './team';

/** What the API answers before Settings saves anything: GYM_NAME's default, no address or phone. */
export const defaultGym = (): GymDetails => ({ name: 'Spotter', address: '', phone: '' });

/** What the fake holds of the gym: its details, whether they were saved, and branch 1's link to them. */
export interface FakeGymDb {
  auth: FakeAuth;
  gym: GymDetails;
  /** Settings saved the details (or the test seeded them). */
  gymSaved: boolean;
  /** Branch 1 takes the gym's details as they are saved, until it is edited (docs/product/branches.md §26). */
  branchOneTakesGym: boolean;
  branches: Branch[];
}

/** Whether branch 1 is as a new installation makes it, and so takes the gym's details. */
export const untouchedBranchOne = (branches: Branch[]) =>
  branches.some((b) => b.id === 1 && b.name === 'Main branch' && !b.address && !b.phone);

/** Branch 1 as a save of the gym's details leaves it (its name kept when another branch has the gym's). */
function branchOneTakes(branches: Branch[], gym: GymDetails): Branch[] {
  const taken = branches.some((b) => b.id !== 1 && b.name.toLowerCase() === gym.name.toLowerCase());
  return branches.map((b) =>
    b.id === 1 ? { ...b, ...gym, id: 1, name: taken ? b.name : gym.name } : b,
  );
}

/**
 * The gym's details: read by every account (its name without a session, for the login page),
 * changed only with gym.edit, as the API does; branch 1 takes them while it follows the gym. The
 * fake trusts the form's own checks.
 */
export function gymRoutes(db: FakeGymDb) {
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
    db.gymSaved = true;
    if (db.branchOneTakesGym) db.branches = branchOneTakes(db.branches, db.gym);
    return answer<GymDetailsSaved>({
      status: 'success',
      message: 'Gym details updated successfully!',
      gym: db.gym,
    });
  };
}

/** What the set-up read looks at: the fake's own records. */
export interface FakeSetupDb {
  gymSaved: boolean;
  branches: Branch[];
  plans: Plan[];
  team: FakeTeam;
  members: FakeMember[];
  imports: FakeImportRun[];
}

/** `GET /gym/setup` from the fake's records, as the API reads them from its tables. */
export function gymSetupOf(db: FakeSetupDb): Omit<GymSetup, 'status'> {
  const steps = {
    gym_details: db.gymSaved,
    branches: db.branches.length >= 2 || db.branches.some((b) => b.address !== ''),
    plans: db.plans.length > 0,
    team: db.team.accounts.filter((a) => a.status !== 'disabled').length >= 2,
    import: db.imports.some(hasRun) || db.members.length > 0,
  };
  const everyStep = Object.values(steps).every(Boolean);
  return { set_up: everyStep || (steps.plans && db.members.length > 0), steps };
}

export function gymSetupRoutes(db: FakeSetupDb) {
  return (method: string, pathname: string): Reply | undefined =>
    pathname === paths.gym.setup && method === 'GET'
      ? answer<GymSetup>({ status: 'success', ...gymSetupOf(db) })
      : undefined;
}
