import { ApiError, errorMessage, type FieldErrors } from '@spotter/shared';
import { placeValidator, type GymValues } from '../settings/components/validate-settings';

/** A branch's form holds what the gym's does: a name, an address and a phone. */
export type BranchValues = GymValues;

export const BRANCH_TEXTS = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  failure: 'Failed to save the branch!',
} as const;

/** The branch to send, trimmed, or the errors to show beside the fields (the API's own rules). */
export const validateBranch = placeValidator({
  required: BRANCH_TEXTS.nameRequired,
  tooLong: BRANCH_TEXTS.nameTooLong,
});

/** The API's 409, a name another branch has: said beside Name, where it is put right. */
export function branchRefusal(error: unknown): FieldErrors<BranchValues> | null {
  return error instanceof ApiError && error.status === 409
    ? { name: errorMessage(error, BRANCH_TEXTS.failure) }
    : null;
}
