import type { BloodGroup, StaffRole } from './types';

// The API's fixed lists for the screens' pickers. The contract reaches the screens as types only,
// so these are copies, held to it: `satisfies` refuses a value the API would not take, and
// `Complete` refuses a list that misses one.
type Complete<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never;

export const BLOOD_GROUPS = [
  'A+',
  'A-',
  'B+',
  'B-',
  'AB+',
  'AB-',
  'O+',
  'O-',
] as const satisfies readonly BloodGroup[];
export const STAFF_ROLES = ['Trainer', 'Staff'] as const satisfies readonly StaffRole[];

const _listsAreComplete: [
  Complete<BloodGroup, (typeof BLOOD_GROUPS)[number]>,
  Complete<StaffRole, (typeof STAFF_ROLES)[number]>,
] = [true, true];
