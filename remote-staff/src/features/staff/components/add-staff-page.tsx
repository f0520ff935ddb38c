import { useNavigate } from 'react-router-dom';
import {
  Card,
  errorMessage,
  isAbortError,
  PageHeader,
  useAbortOnUnmount,
  useToast,
} from '@spotter/shared';
import { useCreateStaff } from '../api/create-staff';
import { StaffForm } from './staff-form';
import { emptyStaffValues, toStaffForm, type StaffFormValues } from './staff-form-values';

export function AddStaffPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const createStaff = useCreateStaff();

  const onSubmit = async (values: StaffFormValues, picture: File | null) => {
    try {
      const result = await createStaff(toStaffForm(values, picture, 'add'), signal());
      toast.success(result.message || 'Trainer/Staff added successfully!');
      navigate('/view/staffs');
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Failed to add trainer/staff', error);
      toast.error(errorMessage(error, 'Failed to add trainer/staff'));
    }
  };

  return (
    <>
      <PageHeader title="Add Trainer & Staff" />
      <Card>
        <StaffForm
          initialValues={emptyStaffValues}
          submitLabel="Save"
          cancelTo="/view/staffs"
          onSubmit={onSubmit}
        />
      </Card>
    </>
  );
}
