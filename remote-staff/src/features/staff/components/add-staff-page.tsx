import { FormScreen, useResourceWrites, useSave } from '@spotter/shared';
import { staffResource } from '../api/staff-resource';
import { StaffForm } from './staff-form';
import { emptyStaffValues, toStaffForm, type StaffFormValues } from './staff-form-values';

export function AddStaffPage() {
  const save = useSave();
  const { create } = useResourceWrites(staffResource);

  const onSubmit = (values: StaffFormValues, picture: File | null) =>
    save((signal) => create(toStaffForm(values, picture), signal), {
      success: (result) => result.message || 'Trainer/Staff added successfully!',
      failure: 'Failed to add trainer/staff',
      then: '/view/staffs',
    });

  return (
    <FormScreen title="Add Trainer & Staff">
      <StaffForm
        initialValues={emptyStaffValues}
        submitLabel="Save"
        cancelTo="/view/staffs"
        onSubmit={onSubmit}
      />
    </FormScreen>
  );
}
