import { useNavigate, useParams } from 'react-router-dom';
import {
  Card,
  errorMessage,
  isAbortError,
  PageHeader,
  useAbortOnUnmount,
  useToast,
} from '@spotter/shared';
import { useUpdateStaff } from '../api/update-staff';
import { StaffForm } from './staff-form';
import { staffToValues, toStaffForm, type StaffFormValues } from './staff-form-values';
import { useStaffPage } from './use-staff-page';

export function EditStaffPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const updateStaff = useUpdateStaff();
  const { staff, fallback } = useStaffPage(id);

  const onSubmit = async (values: StaffFormValues, picture: File | null) => {
    if (!id) return;
    try {
      await updateStaff(id, toStaffForm(values, picture, 'edit'), signal());
      toast.success('Trainer/Staff updated successfully!');
      navigate(`/staff/${id}`);
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Failed to update trainer/staff', error);
      toast.error(errorMessage(error, 'Update failed!'));
    }
  };

  return (
    <>
      <PageHeader title="Edit Trainer & Staff" />
      {staff ? (
        <Card>
          <StaffForm
            key={id}
            initialValues={staffToValues(staff)}
            currentPicture={staff.profile_picture}
            submitLabel="Update"
            cancelTo={`/staff/${id}`}
            onSubmit={onSubmit}
          />
        </Card>
      ) : (
        fallback
      )}
    </>
  );
}
