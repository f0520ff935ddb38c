import { Type, type Static } from 'typebox';
import { Name, Phone, RecordId, saved, succeeded, Text } from './common';
import { GYM_LIMITS } from './gym';

/** A branch's fields are as long as the gym's own (docs/product/branches.md §26): branch 1 began as the gym. */
export const BRANCH_LIMITS = GYM_LIMITS;

/** The refusal of a member or trainer written with an id no branch has. */
export const BRANCH_MISSING = 'Choose a branch that exists.';

/** The refusal of a write that needs one branch (a check-in) while All branches is chosen. */
export const BRANCH_NEEDED = 'Choose a branch in the top bar first: All branches is for reading.';

/** Who may check in where (docs/product/branches.md §26): at the member's home branch only, or at all. */
export const BRANCH_ACCESS = ['branch', 'all'] as const;
export type BranchAccess = (typeof BRANCH_ACCESS)[number];

/** One of the gym's branches (docs/product/branches.md §26); empty text when not given. */
export const Branch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
});
export type Branch = Static<typeof Branch>;

/** What adding and editing a branch send: a name, unique whatever its case; an address and a phone that may be empty. */
export const BranchInput = Type.Object({
  name: Name({ maxLength: BRANCH_LIMITS.nameMax, required: true }),
  address: Text({ maxLength: BRANCH_LIMITS.addressMax }),
  phone: Phone({ maxLength: BRANCH_LIMITS.phoneMax }),
});
export type BranchInput = Static<typeof BranchInput>;

/** `GET /branches`: every branch, by id. */
export const BranchList = succeeded({ data: Type.Array(Branch) });
export type BranchList = Static<typeof BranchList>;

/** What add and edit answer: the branch as saved. */
export const BranchSaved = saved({ branch: Branch });
export type BranchSaved = Static<typeof BranchSaved>;

/**
 * Move to branch (`POST /members/:id/move_branch`): the member's new home branch. An id no branch
 * has is refused with BRANCH_MISSING; their home branch already, with 409.
 */
export const MoveBranchBody = Type.Object({ branch_id: RecordId({ fromText: false }) });
export type MoveBranchBody = Static<typeof MoveBranchBody>;

/** A member moved: "{Name} moved to {Branch}.", and their home branch now. */
export const MemberMoved = saved({ member_id: Type.Integer(), home_branch_id: Type.Integer() });
export type MemberMoved = Static<typeof MemberMoved>;
