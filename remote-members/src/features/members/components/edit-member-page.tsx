import { useParams } from 'react-router-dom';
import { FormScreen, useBackToList, useRecordEdit } from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { MemberForm } from './member-form';
import { fromMemberDetails } from './member-form-values';

export function EditMemberPage() {
  const { id } = useParams<{ id: string }>();
  const backTo = useBackToList(MEMBERS_PATH);
  const { record, fallback, submit } = useRecordEdit(
    membersResource,
    id,
    {
      notFound: 'Member not found',
      backLabel: 'Back to members',
      backTo,
      loadFailed: 'Could not load this member.',
    },
    { success: () => 'Member updated successfully!', failure: 'Update failed!', then: backTo },
  );

  return (
    <FormScreen title="Edit User" fallback={fallback}>
      {record && (
        <MemberForm
          key={id}
          initialValues={fromMemberDetails(record)}
          submitLabel="Update"
          backTo={backTo}
          onSubmit={submit}
        />
      )}
    </FormScreen>
  );
}
