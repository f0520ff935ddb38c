import {
  BLOOD_GROUPS,
  STAFF_ROLES,
  type FieldErrors,
  type Staff,
  type StaffInput,
  type StaffRole,
} from '@spotter/shared';

export const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: value }));

export const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));

/**
 * What the trainer form holds: the inputs' own strings, each under the name the API takes it by
 * and the column it is stored in (`StaffInput`, docs/architecture.md "One contract per form").
 */
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
  branch_id: string;
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
  branch_id: '',
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
  branch_id: String(staff.branch_id),
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
 * The multipart body (`StaffInput`, docs/product/calls-and-messages.md §7): the form's own names,
 * for add and edit alike. The picture is sent only when one was chosen, so an edit keeps the old
 * one; the branch only when there is one (see chosenBranch), so one branch sends what it always did.
 */
export function toStaffForm(values: StaffFormValues, picture: File | null): FormData {
  const fields: Partial<Record<keyof StaffInput, string>> = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    location: values.location.trim(),
    role: values.role,
    age: values.age.trim(),
    weight: values.weight.trim(),
    blood_group: values.blood_group,
  };
  if (values.branch_id) fields.branch_id = values.branch_id;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append('profile_picture', picture);
  return form;
}
