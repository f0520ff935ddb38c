import type { BloodGroup, StaffRole } from './types';

// The API's fixed lists for the screens' pickers. The contract reaches the screens as types only,
// so these are copies, held to it: `Same` refuses a list with a value the API would not take or
// one that misses one of the API's.
type Same<All, Listed> = [Exclude<All, Listed> | Exclude<Listed, All>] extends [never]
  ? true
  : never;

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const STAFF_ROLES = ['Trainer', 'Staff'] as const;

const _listsAreTheApis: [
  Same<BloodGroup, (typeof BLOOD_GROUPS)[number]>,
  Same<StaffRole, (typeof STAFF_ROLES)[number]>,
] = [true, true];
