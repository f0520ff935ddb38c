import { paths } from '@spotter/api/paths';
import type { Branch, BranchList, BranchInput, BranchSaved, Permission } from '../../core/types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import { answer, nextId, notFound, refused } from './paging';
import { idIn } from './route-ids';

/** What the fake holds of the branches, for the routes that check a branch exists. */
export interface BranchesDb {
  branches: Branch[];
}

/** Branch `id`, `Branch {id}` with an address and a phone, unless `overrides` say otherwise. */
export const sampleBranch = (id: number, overrides: Partial<Branch> = {}): Branch => ({
  id,
  name: `Branch ${id}`,
  address: `${id} Main Road, Pune`,
  phone: `+9120245678${String(id).padStart(2, '0')}`,
  ...overrides,
});

/** An installation as it is before anyone adds a branch: the gym alone, as migration 025 makes it. */
export const firstBranchOnly = (): Branch[] => [
  { id: 1, name: 'Main branch', address: '', phone: '' },
];

/** A record's branch as the API answers it on a list's row (docs/product/branches.md §26). */
export interface InBranch {
  branch_id: number;
}

/** The branch a record was seeded or saved at; the first branch (1) when it names none. */
export const branchIdOf = (record: object | undefined): number =>
  record && 'branch_id' in record && typeof record.branch_id === 'number' ? record.branch_id : 1;

/** The first branch (lowest id): where a new member or trainer goes when the form names none. */
export const firstBranchId = (db: BranchesDb) => Math.min(...db.branches.map((b) => b.id));

/** The API's field-level refusal of an id that names no branch; undefined when it names one. */
export function unknownBranch(db: BranchesDb, id: string | undefined): Reply | undefined {
  if (id === undefined || id === '') return undefined;
  return db.branches.some((b) => String(b.id) === id)
    ? undefined
    : refused(400, 'Choose a branch that exists.');
}

const MANAGE: Permission = 'branches.manage';

/**
 * `GET /branches` for every signed-in account; adding and editing with branches.manage, a name
 * unique whatever its case, as the API does. The fake trusts the form's other checks.
 */
export function branchesRoutes(db: BranchesDb & { auth: FakeAuth; branchOneTakesGym: boolean }) {
  return (method: string, pathname: string, _search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.branches.list && method === 'GET')
      return answer<BranchList>({ status: 'success', data: db.branches });
    const id = idIn(paths.branches.edit, pathname);
    if ((pathname !== paths.branches.add && id === undefined) || method !== 'POST')
      return undefined;
    if (!db.auth.permissions.includes(MANAGE))
      return refused(403, 'You do not have permission to do this.');
    if (id !== undefined && !db.branches.some((b) => b.id === id))
      return notFound(`Branch ${id} not found.`);
    const input = body as BranchInput;
    const branch: Branch = {
      id: id ?? nextId(db.branches),
      name: input.name.trim(),
      address: input.address.trim(),
      phone: input.phone.trim(),
    };
    const key = branch.name.toLowerCase();
    if (db.branches.some((b) => b.id !== branch.id && b.name.toLowerCase() === key))
      return refused(409, `A branch named ${branch.name} already exists.`);
    db.branches =
      id === undefined
        ? [...db.branches, branch]
        : db.branches.map((b) => (b.id === id ? branch : b));
    // Edited, branch 1 no longer takes the gym's details.
    if (id === 1) db.branchOneTakesGym = false;
    const message =
      id === undefined ? 'Branch added successfully!' : 'Branch updated successfully!';
    return answer<BranchSaved>(
      { status: 'success', message, branch },
      id === undefined ? 201 : 200,
    );
  };
}
