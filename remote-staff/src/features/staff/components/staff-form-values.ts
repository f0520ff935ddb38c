import {
  BLOOD_GROUPS,
  STAFF_ROLES,
  type FieldErrors,
  type Staff,
  type StaffRole,
} from '@spotter/shared';

export const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: value }));

export const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));

/** What the trainer form holds: the inputs' own strings. */
export interface StaffFormValues {
  name: string;
  phone: string;
  email: string;
  location: string;
  role: StaffRole;
  age: string;
  weight: string;
  blood_group: string;
  /** The branch's id; '' until one is chosen, and sent only while there are branches to choose between. */
  branch: string;
}

export type StaffFormErrors = FieldErrors<StaffFormValues>;

/** docs/product/screens.md §5: the trainer form defaults to Trainer and no blood group (one must be chosen). */
export const emptyStaffValues: StaffFormValues = {
  name: '',
  phone: '',
  email: '',
  location: '',
  role: 'Trainer',
  age: '',
  weight: '',
  blood_group: '',
  branch: '',
};

export const staffToValues = (staff: Staff): StaffFormValues => ({
  name: staff.user,
  phone: staff.phone_number,
  email: staff.email,
  location: staff.location,
  role: staff.trainer_or_staff,
  age: staff.age === null ? '' : String(staff.age),
  weight: staff.weight === null ? '' : String(staff.weight),
  blood_group: staff.blood_group,
  branch: String(staff.branch_id),
});

/**
 * Name, phone and blood group are required here (every trainer's record holds a blood group: none
 * is guessed for them); the server checks the rest and its message is shown.
 */
export function validateStaff(values: StaffFormValues): StaffFormErrors {
  const errors: StaffFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.phone.trim()) errors.phone = 'Phone is required';
  if (!values.blood_group) errors.blood_group = 'Blood group is required';
  return errors;
}

/**
 * The multipart body. docs/product/calls-and-messages.md §7 names the same fields differently on add (name, phone) and edit
 * (user, phone_number). The picture is sent only when one was chosen, so an edit keeps the old one;
 * the branch only when there is one (see chosenBranch), so one branch sends what it always did.
 */
export function toStaffForm(
  values: StaffFormValues,
  picture: File | null,
  naming: 'add' | 'edit',
): FormData {
  const form = new FormData();
  form.append(naming === 'add' ? 'name' : 'user', values.name.trim());
  form.append(naming === 'add' ? 'phone' : 'phone_number', values.phone.trim());
  form.append('email', values.email.trim());
  form.append('location', values.location.trim());
  form.append('trainer_or_staff', values.role);
  form.append('age', values.age.trim());
  form.append('weight', values.weight.trim());
  form.append('blood_group', values.blood_group);
  if (values.branch) form.append('branch_id', values.branch);
  if (picture) form.append('profile_picture', picture);
  return form;
}
