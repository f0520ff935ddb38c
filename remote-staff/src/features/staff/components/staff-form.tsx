import { useState } from 'react';
import {
  branchOptions,
  chosenBranch,
  Form,
  FormButtons,
  NumberField,
  SelectField,
  TextField,
  useActiveBranch,
  useBranchChoice,
  useFormFields,
  useSubmit,
} from '@spotter/shared';
import { PictureField } from './picture-field';
import {
  BLOOD_GROUP_OPTIONS,
  ROLE_OPTIONS,
  validateStaff,
  type StaffFormValues,
} from './staff-form-values';

export interface StaffFormProps {
  initialValues: StaffFormValues;
  currentPicture?: string | null;
  submitLabel: string;
  cancelTo: string;
  /** Rejecting keeps the form as typed so the admin can try again. */
  onSubmit: (values: StaffFormValues, picture: File | null) => Promise<unknown>;
}

/**
 * The add and edit trainer/staff form: fields, picture with preview, inline errors; with two
 * branches or more, the branch too.
 */
export function StaffForm({
  initialValues,
  currentPicture,
  submitLabel,
  cancelTo,
  onSubmit,
}: StaffFormProps) {
  const { values, setErrors, field } = useFormFields(initialValues);
  const [picture, setPicture] = useState<File | null>(null);
  const branches = useBranchChoice();
  const branch = chosenBranch(values.branch_id, branches, useActiveBranch());
  const { saving, submit } = useSubmit(
    () => {
      const found = validateStaff(values);
      setErrors(found);
      return Object.keys(found).length > 0 ? null : { ...values, branch_id: branch };
    },
    (checked) => onSubmit(checked, picture),
  );

  return (
    <Form onSubmit={submit}>
      <TextField label="Name" required autoFocus autoComplete="off" {...field('name')} />
      <TextField label="Phone" required type="tel" autoComplete="off" {...field('phone')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Location" {...field('location')} />
      <SelectField label="Role" options={ROLE_OPTIONS} {...field('role')} />
      <NumberField label="Age" min={14} max={100} step={1} {...field('age')} />
      <NumberField label="Weight" min={20} max={300} step="any" {...field('weight')} />
      <SelectField
        label="Blood Group"
        placeholder="Select blood group"
        required
        options={BLOOD_GROUP_OPTIONS}
        {...field('blood_group')}
      />
      {branches && (
        <SelectField
          label="Branch"
          options={branchOptions(branches)}
          {...field('branch_id')}
          value={branch}
        />
      )}
      <PictureField file={picture} current={currentPicture} onChange={setPicture} />
      <FormButtons submitLabel={submitLabel} saving={saving} leaveTo={cancelTo} />
    </Form>
  );
}
