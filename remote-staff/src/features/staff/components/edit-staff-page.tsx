import { RecordEditScreen, useParams } from '@spotter/shared';
import { isStaffId, staffResource } from '../api/staff-resource';
import { staffPageTexts } from './staff-page-texts';
import { StaffForm } from './staff-form';
import { staffToValues, toStaffForm, type StaffFormValues } from './staff-form-values';

export function EditStaffPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <RecordEditScreen
      title="Edit Trainer & Staff"
      resource={staffResource}
      id={isStaffId(id) ? id : undefined}
      texts={staffPageTexts}
      saved={{
        success: () => 'Trainer/Staff updated successfully!',
        failure: 'Update failed!',
        then: `/staff/${id}`,
      }}
      form={(record, submit) => (
        <StaffForm
          initialValues={staffToValues(record)}
          currentPicture={record.profile_picture}
          submitLabel="Update"
          cancelTo={`/staff/${id}`}
          onSubmit={(values: StaffFormValues, picture: File | null) =>
            submit(toStaffForm(values, picture))
          }
        />
      )}
    />
  );
}
