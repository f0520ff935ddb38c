import { useParams } from 'react-router-dom';
import {
  Card,
  PageHeader,
  useBackToList,
  useRecordPage,
  useResourceWrites,
  useSave,
} from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { MemberForm } from './member-form';
import { fromMemberDetails } from './member-form-values';

export function EditMemberPage() {
  const save = useSave();
  const { id } = useParams<{ id: string }>();
  const { update } = useResourceWrites(membersResource);
  const backTo = useBackToList(MEMBERS_PATH);
  const { record: member, fallback } = useRecordPage(membersResource, id, {
    notFound: 'Member not found',
    backLabel: 'Back to members',
    backTo,
    loadFailed: 'Could not load this member.',
  });

  const onSubmit = (form: FormData) =>
    save((signal) => update(id!, form, signal), {
      success: () => 'Member updated successfully!',
      failure: 'Update failed!',
      then: backTo,
    });

  return (
    <>
      <PageHeader title="Edit User" />
      {member ? (
        <Card>
          <MemberForm
            key={id}
            initialValues={fromMemberDetails(member)}
            submitLabel="Update"
            backTo={backTo}
            onSubmit={onSubmit}
          />
        </Card>
      ) : (
        fallback
      )}
    </>
  );
}
