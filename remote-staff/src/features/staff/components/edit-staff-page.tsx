import { useParams } from 'react-router-dom';
import { Card, PageHeader, useRecordPage, useResourceWrites, useSave } from '@spotter/shared';
import { isStaffId, staffResource } from '../api/staff-resource';
import { staffPageTexts } from './staff-page-texts';
import { StaffForm } from './staff-form';
import { staffToValues, toStaffForm, type StaffFormValues } from './staff-form-values';

export function EditStaffPage() {
  const save = useSave();
  const { id } = useParams<{ id: string }>();
  const { update } = useResourceWrites(staffResource);
  const { record: staff, fallback } = useRecordPage(
    staffResource,
    isStaffId(id) ? id : undefined,
    staffPageTexts,
  );

  const onSubmit = async (values: StaffFormValues, picture: File | null) => {
    if (!id) return;
    await save((signal) => update(id, toStaffForm(values, picture, 'edit'), signal), {
      success: () => 'Trainer/Staff updated successfully!',
      failure: 'Update failed!',
      then: `/staff/${id}`,
    });
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
