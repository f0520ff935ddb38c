import { useParams } from 'react-router-dom';
import { RecordEditScreen, useBackToList } from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { MemberForm } from './member-form';
import { fromMemberDetails } from './member-form-values';

export function EditMemberPage() {
  const { id } = useParams<{ id: string }>();
  const backTo = useBackToList(MEMBERS_PATH);
  return (
    <RecordEditScreen
      title="Edit User"
      resource={membersResource}
      id={id}
      texts={{
        notFound: 'Member not found',
        backLabel: 'Back to members',
        backTo,
        loadFailed: 'Could not load this member.',
      }}
      saved={{
        success: () => 'Member updated successfully!',
        failure: 'Update failed!',
        then: backTo,
      }}
      form={(record, submit) => (
        <MemberForm
          initialValues={fromMemberDetails(record)}
          submitLabel="Update"
          backTo={backTo}
          onSubmit={submit}
        />
      )}
    />
  );
}
