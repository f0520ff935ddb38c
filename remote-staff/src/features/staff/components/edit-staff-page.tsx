import { useParams } from 'react-router-dom';
import { FormScreen, useRecordEdit } from '@spotter/shared';
import { isStaffId, staffResource } from '../api/staff-resource';
import { staffPageTexts } from './staff-page-texts';
import { StaffForm } from './staff-form';
import { staffToValues, toStaffForm, type StaffFormValues } from './staff-form-values';

export function EditStaffPage() {
  const { id } = useParams<{ id: string }>();
  const { record, fallback, submit } = useRecordEdit(
    staffResource,
    isStaffId(id) ? id : undefined,
    staffPageTexts,
    {
      success: () => 'Trainer/Staff updated successfully!',
      failure: 'Update failed!',
      then: `/staff/${id}`,
    },
  );

  return (
    <FormScreen title="Edit Trainer & Staff" fallback={fallback}>
      {record && (
        <StaffForm
          key={id}
          initialValues={staffToValues(record)}
          currentPicture={record.profile_picture}
          submitLabel="Update"
          cancelTo={`/staff/${id}`}
          onSubmit={(values: StaffFormValues, picture: File | null) =>
            submit(toStaffForm(values, picture, 'edit'))
          }
        />
      )}
    </FormScreen>
  );
}
